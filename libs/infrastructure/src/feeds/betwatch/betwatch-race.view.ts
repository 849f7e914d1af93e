import type {
  BookmakerPriceQuote,
  Country,
  ExchangeQuote,
  RaceCode,
  RaceState,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { canonicalBookmaker } from '../betwatch-graphql/betwatch-bookmakers';
import type {
  BetwatchMarket,
  MarketKey,
  QuoteCell,
  RaceEntry,
} from './betwatch-market';
import type { BwEventStatus, BwSource, BwSport } from './betwatch.types';

const CODES: Record<BwSport, RaceCode> = {
  thoroughbred: 'TB',
  greyhound: 'GR',
  harness: 'HR',
};

/** Betwatch's public statuses onto the four of the snapshot format. */
const STATES: Record<BwEventStatus, RaceState> = {
  scheduled: 'open',
  open: 'open',
  in_progress: 'closed',
  closed: 'closed',
  interim: 'closed',
  final: 'final',
  abandoned: 'abandoned',
  cancelled: 'abandoned',
  postponed: 'abandoned',
  unknown: 'closed',
};

const AU_REGIONS = new Set([
  'NSW',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'NT',
  'ACT',
]);

interface BookQuotes {
  source: BwSource;
  win?: QuoteCell;
  place?: QuoteCell;
}

/**
 * One held race as the snapshot format has it (null when it cannot be one: a sport or country
 * outside AU/NZ racing, no race number). Bookmaker names go through the spec's spelling
 * (unknown books keep theirs); a tote's price is kept as a book named "<source> Tote" (not one of
 * the 17, so it shows only once activated); the exchange's best back and lay become the BF
 * prices. A quote's `lastUpdated` is the last time Betwatch changed or read it (odds `updatedAt`
 * and `observedAt`, and the book's `coverage.observedAt` for the race), `checkedAt` the last read.
 */
export function snapshotRaceOf(
  market: BetwatchMarket,
  race: RaceEntry,
): SnapshotRace | null {
  const code = CODES[race.sport];
  const venue = race.venueId ? market.venues.get(race.venueId) : undefined;
  const country = countryOf(venue?.country);
  if (!code || !country || race.raceNumber < 1) return null;
  const field = [...race.entrants.values()]
    .filter((entrant) => entrant.running && entrant.number > 0)
    .sort((a, b) => a.number - b.number);
  const byEntrant = quotesByEntrant(market, race);
  const placeK = placeTerms(race, field.length);
  const runners: SnapshotRunner[] = field.map((entrant) => {
    const books = byEntrant.get(entrant.id) ?? new Map<string, BookQuotes>();
    return {
      extId: entrant.id,
      number: entrant.number,
      name: entrant.name,
      scratched: entrant.scratched,
      prices: entrant.scratched ? [] : bookQuotes(race, books, placeK),
      exchange: entrant.scratched ? null : exchangeQuote(books, placeK),
    };
  });
  return {
    extRaceId: race.id,
    venue: venue?.name ?? trackOf(race.name),
    country,
    ...regionField(venue?.country, venue?.subdivision),
    code,
    number: race.raceNumber,
    name: race.name,
    startTime: new Date(race.startAt).toISOString(),
    state: STATES[race.status] ?? 'closed',
    runners,
    ...(race.result && race.status === 'final' ? resultsOf(race, field) : {}),
  };
}

function quotesByEntrant(
  market: BetwatchMarket,
  race: RaceEntry,
): Map<string, Map<string, BookQuotes>> {
  const out = new Map<string, Map<string, BookQuotes>>();
  for (const [key, cell] of race.quotes) {
    const [entrantId, marketKey, sourceId] = key.split('|') as [
      string,
      MarketKey,
      string,
    ];
    const source = market.sources.get(sourceId);
    if (!source) continue;
    let books = out.get(entrantId);
    if (!books) out.set(entrantId, (books = new Map()));
    let quotes = books.get(sourceId);
    if (!quotes) books.set(sourceId, (quotes = { source }));
    quotes[marketKey] = cell;
  }
  return out;
}

function bookQuotes(
  race: RaceEntry,
  books: Map<string, BookQuotes>,
  placeK: number | null,
): BookmakerPriceQuote[] {
  const quotes: BookmakerPriceQuote[] = [];
  const named = new Set<string>();
  for (const { source, win, place } of books.values()) {
    if (source.kind === 'exchange' || !win || !priced(win)) continue;
    const bookmaker = bookNameOf(source);
    if (named.has(bookmaker)) continue;
    named.add(bookmaker);
    const checked = Math.max(
      win.observedMs || 0,
      race.coverage.get(`win|${source.id}`) || 0,
    );
    const changedOrChecked = Math.max(win.updatedMs || 0, checked);
    const withPlace = place && priced(place) && placeK !== null;
    quotes.push({
      bookmaker,
      win: win.price as number,
      ...(withPlace ? { place: place.price as number, placeK } : {}),
      ...(changedOrChecked > 0
        ? { lastUpdated: new Date(changedOrChecked).toISOString() }
        : {}),
      ...(checked > 0 ? { checkedAt: new Date(checked).toISOString() } : {}),
    });
  }
  return quotes.sort((a, b) =>
    a.bookmaker < b.bookmaker ? -1 : a.bookmaker > b.bookmaker ? 1 : 0,
  );
}

function exchangeQuote(
  books: Map<string, BookQuotes>,
  placeK: number | null,
): ExchangeQuote | null {
  for (const { source, win, place } of books.values()) {
    if (source.kind !== 'exchange') continue;
    const best = (cell: QuoteCell | undefined, side: 'back' | 'lay') => {
      const price =
        cell?.state === 'available'
          ? cell.exchange?.[side]?.[0]?.price
          : undefined;
      return typeof price === 'number' && price > 1 ? price : null;
    };
    const quote: ExchangeQuote = {
      winBack: best(win, 'back'),
      winLay: best(win, 'lay'),
      placeBack: placeK === null ? null : best(place, 'back'),
      placeLay: placeK === null ? null : best(place, 'lay'),
      placeK:
        placeK !== null && (best(place, 'back') || best(place, 'lay'))
          ? placeK
          : null,
    };
    if (quote.winBack || quote.winLay) return quote;
  }
  return null;
}

function priced(cell: QuoteCell): boolean {
  return (
    cell.state === 'available' &&
    typeof cell.price === 'number' &&
    cell.price > 1 &&
    Number.isFinite(cell.price)
  );
}

/** Places the place market pays: its own settlement terms, else the race's; kept to the field. */
function placeTerms(race: RaceEntry, fieldSize: number): number | null {
  let k: number | null = null;
  for (const market of race.markets.values())
    if (market.key === 'place') k = market.placesPaid ?? race.placesPaid;
  return k !== null && Number.isInteger(k) && k >= 1 && k <= fieldSize
    ? k
    : null;
}

function bookNameOf(source: BwSource): string {
  const name = canonicalBookmaker(source.name);
  return source.kind === 'tote' && !/tote/i.test(name) ? `${name} Tote` : name;
}

function countryOf(raw: string | undefined): Country | null {
  const code = (raw ?? 'au').trim().toUpperCase();
  return code === 'AU' ? 'AU' : code === 'NZ' ? 'NZ' : null;
}

function regionField(
  country: string | undefined,
  subdivision: string | undefined,
): { region?: string } {
  const region = regionOf(country, subdivision);
  return region ? { region } : {};
}

/** The meeting's state (`NSW`, or `AU-NSW` as ISO 3166-2 writes it) or NZ; null when unknown. */
function regionOf(
  country: string | undefined,
  subdivision: string | undefined,
): string | null {
  if (countryOf(country) === 'NZ') return 'NZ';
  const state = (subdivision ?? '').trim().toUpperCase().replace(/^AU-/, '');
  return AU_REGIONS.has(state) ? state : null;
}

/** Without a venue record, the track is the event name less a trailing race number. */
function trackOf(eventName: string): string {
  return eventName.replace(/\s+(R|Race)\s*\d+$/i, '').trim() || eventName;
}

/** Final places by runner number; a position naming a runner outside the field is left out. */
function resultsOf(
  race: RaceEntry,
  field: readonly { id: string; number: number }[],
): { results?: number[][] } {
  const numbers = new Map(field.map((entrant) => [entrant.id, entrant.number]));
  const placed = new Set<number>();
  const results: number[][] = [];
  for (const position of [...(race.result?.positions ?? [])].sort(
    (a, b) => a.place - b.place,
  )) {
    const group = position.entrantIds
      .map((id) => numbers.get(id))
      .filter((n): n is number => n !== undefined && !placed.has(n));
    if (group.length === 0 || group.length !== position.entrantIds.length)
      return results.length ? { results } : {};
    group.forEach((n) => placed.add(n));
    results.push(group);
  }
  return results.length ? { results } : {};
}
