import type {
  BookmakerPriceQuote,
  Country,
  ExchangeQuote,
  RaceCode,
  RaceState,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { fallbackPlacesPaid, freezeRunner } from '@overlay/domain';
import type {
  BetwatchMarket,
  MarketKey,
  QuoteCell,
  RaceEntry,
} from './betwatch-market';
import type { EntrantEntry } from './betwatch-market.entries';
import type { RunnerViews } from './betwatch-runner-views';
import { sourceName } from './betwatch-sources';
import type {
  BwEventStatus,
  BwExchange,
  BwSource,
  BwSport,
} from './betwatch.types';

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
  // Usually run later with a new start: no longer open, nothing settled or voided.
  postponed: 'closed',
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
 * (unknown books keep theirs, `sourceName`); a tote's pool estimate is not a price a punter can
 * take, so it is no quote (docs/feeds.md); the exchange's best back and lay become the BF
 * prices. A quote the source withdrew (odds not `available`, or coverage `unpriced` since) is
 * left out; quote times: `quoteTimes`. With `views`, runners unchanged since the race's last
 * build are the same frozen objects (betwatch-runner-views.ts); every runner is frozen whole.
 */
export function snapshotRaceOf(
  market: BetwatchMarket,
  race: RaceEntry,
  views?: RunnerViews,
): SnapshotRace | null {
  const code = CODES[race.sport];
  const venue = race.venueId ? market.venues.get(race.venueId) : undefined;
  const country = countryOf(venue?.country);
  if (!code || !country || race.raceNumber < 1) return null;
  const field = [...race.entrants.values()]
    .filter((entrant) => entrant.running && entrant.number > 0)
    .sort((a, b) => a.number - b.number);
  const placeK = placeTerms(race, field);
  const held = views?.of(market, race, placeK);
  const runners = field.map((entrant) => held?.kept(entrant));
  const stale = new Set(field.filter((_, i) => !runners[i]).map((entrant) => entrant.id));
  if (stale.size > 0) {
    const byEntrant = quotesByEntrant(market, race, held ? stale : undefined);
    field.forEach((entrant, i) => {
      if (runners[i]) return;
      const runner = freezeRunner(
        runnerOf(race, entrant, byEntrant.get(entrant.id), placeK),
      );
      held?.keep(entrant, runner);
      runners[i] = runner;
    });
  }
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
    runners: runners as SnapshotRunner[],
    ...(race.status === 'final' && finalResult(race) ? resultsOf(race, field) : {}),
  };
}

/** A runner of the field with its quotes: every book's, its exchange's. */
function runnerOf(
  race: RaceEntry,
  entrant: EntrantEntry,
  books: Map<string, BookQuotes> = new Map(),
  placeK: number | null,
): SnapshotRunner {
  return {
    extId: entrant.id,
    number: entrant.number,
    name: entrant.name,
    scratched: entrant.scratched,
    prices: entrant.scratched ? [] : bookQuotes(race, books, placeK),
    exchange: entrant.scratched ? null : exchangeQuote(race, books, placeK),
  };
}

function quotesByEntrant(
  market: BetwatchMarket,
  race: RaceEntry,
  only?: ReadonlySet<string>,
): Map<string, Map<string, BookQuotes>> {
  const out = new Map<string, Map<string, BookQuotes>>();
  race.quotes.eachQuote((entrantId, marketKey, sourceId, cell) => {
    const source = market.sources.get(sourceId);
    if (!source) return;
    let books = out.get(entrantId);
    if (!books) out.set(entrantId, (books = new Map()));
    let quotes = books.get(sourceId);
    if (!quotes) books.set(sourceId, (quotes = { source }));
    quotes[marketKey as MarketKey] = cell;
  }, only);
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
    if (source.kind !== 'bookmaker' || !offered(race, 'win', source, win))
      continue;
    const bookmaker = sourceName(source);
    if (named.has(bookmaker)) continue;
    named.add(bookmaker);
    const withPlace = offered(race, 'place', source, place) && placeK !== null;
    quotes.push({
      bookmaker,
      win: win.price as number,
      ...(withPlace ? { place: place.price as number, placeK } : {}),
      ...quoteTimes(race, source, win),
    });
  }
  return quotes.sort((a, b) =>
    a.bookmaker < b.bookmaker ? -1 : a.bookmaker > b.bookmaker ? 1 : 0,
  );
}

/**
 * A quote the source offers now: available with a price, and not withdrawn by a later `coverage`
 * saying the source no longer prices that market of the race (`unpriced`).
 */
function offered(
  race: RaceEntry,
  key: MarketKey,
  source: BwSource,
  cell: QuoteCell | undefined,
): cell is QuoteCell {
  return cell !== undefined && priced(cell) && !withdrawn(race, key, source, cell);
}

/**
 * A quote's times. On the stream a quote the source prices (coverage `priced`, or none said) is
 * confirmed by the stream itself while it is live: it carries no time of its own, so it is as
 * fresh as the stream (docs/ev-model.md, stale quotes). Where the coverage is `unknown`, its own
 * times say how old it is: `lastUpdated` the last time Betwatch changed or read it, `checkedAt`
 * the last read.
 */
function quoteTimes(
  race: RaceEntry,
  source: BwSource,
  win: QuoteCell,
): { lastUpdated?: string; checkedAt?: string } {
  const coverage = race.coverage.get(`win|${source.id}`);
  if (coverage?.state !== 'unknown') return {};
  const checked = Math.max(win.observedMs || 0, coverage.observedMs || 0);
  const changedOrChecked = Math.max(win.updatedMs || 0, checked);
  return {
    ...(changedOrChecked > 0
      ? { lastUpdated: new Date(changedOrChecked).toISOString() }
      : {}),
    ...(checked > 0 ? { checkedAt: new Date(checked).toISOString() } : {}),
  };
}

function exchangeQuote(
  race: RaceEntry,
  books: Map<string, BookQuotes>,
  placeK: number | null,
): ExchangeQuote | null {
  for (const { source, win, place } of books.values()) {
    if (source.kind !== 'exchange') continue;
    const level = (cell: QuoteCell | undefined, side: 'back' | 'lay') => {
      const key: MarketKey = cell === win ? 'win' : 'place';
      return cell?.state === 'available' &&
        !withdrawn(race, key, source, cell) &&
        cell.exchange &&
        tradable(cell.exchange)
        ? bestLevel(cell.exchange[side], side)
        : null;
    };
    const winBack = level(win, 'back');
    const winLay = level(win, 'lay');
    const placeBack = placeK === null ? null : level(place, 'back');
    const placeLay = placeK === null ? null : level(place, 'lay');
    const quote: ExchangeQuote = {
      winBack: winBack?.price ?? null,
      winLay: winLay?.price ?? null,
      placeBack: placeBack?.price ?? null,
      placeLay: placeLay?.price ?? null,
      placeK: placeBack || placeLay ? placeK : null,
    };
    if (!quote.winBack && !quote.winLay) continue;
    // The money on offer at the best win prices, where Betwatch sends a size (docs/ev-model.md §10).
    if (winBack?.size != null) quote.winBackSize = winBack.size;
    if (winLay?.size != null) quote.winLaySize = winLay.size;
    return quote;
  }
  return null;
}

/**
 * The exchange trades the selection before the off: its market `open`, the selection `active`,
 * not in play (openapi `PublicExchange`). A suspended, closed or in-running market, or a removed
 * selection, gives no prices. A state an older payload leaves out does not bar them.
 */
function tradable(exchange: BwExchange): boolean {
  const { marketState, outcomeState, inPlay } = exchange as Partial<BwExchange>;
  return (
    (marketState === undefined || marketState === 'open') &&
    (outcomeState === undefined || outcomeState === 'active') &&
    inPlay !== true
  );
}

/**
 * The side's best level, whatever order the levels come in: the highest back price, the lowest
 * lay; with the money on offer at it where the level carries a size.
 */
function bestLevel(
  levels: BwExchange['back'],
  side: 'back' | 'lay',
): { price: number; size: number | null } | null {
  let best: { price: number; size: number | null } | null = null;
  for (const { price, size } of levels ?? []) {
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 1)
      continue;
    if (best && (side === 'back' ? price <= best.price : price >= best.price))
      continue;
    best = {
      price,
      size:
        typeof size === 'number' && Number.isFinite(size) && size >= 0
          ? size
          : null,
    };
  }
  return best;
}

/** The source's coverage of that market says `unpriced` after the cell's last change or read. */
function withdrawn(
  race: RaceEntry,
  key: MarketKey,
  source: BwSource,
  cell: QuoteCell,
): boolean {
  const coverage = race.coverage.get(`${key}|${source.id}`);
  return (
    coverage?.state === 'unpriced' &&
    coverage.observedMs >= Math.max(cell.updatedMs || 0, cell.observedMs || 0)
  );
}

function priced(cell: QuoteCell): boolean {
  return (
    cell.state === 'available' &&
    typeof cell.price === 'number' &&
    cell.price > 1 &&
    Number.isFinite(cell.price)
  );
}

/**
 * Places the place market pays: its own settlement terms, else the race's (kept to the field);
 * where the provider gives none (both optional in the contract), the field-size rule on the
 * active runners (`fallbackPlacesPaid`: 3 for 8 or more, 2 for 5–7, none under 5).
 */
function placeTerms(
  race: RaceEntry,
  field: readonly EntrantEntry[],
): number | null {
  let k: number | null = race.placesPaid;
  for (const market of race.markets.values())
    if (market.key === 'place') k = market.placesPaid ?? race.placesPaid;
  if (k === null)
    k = fallbackPlacesPaid(
      field.filter((entrant) => !entrant.scratched).length,
    );
  return Number.isInteger(k) && k >= 1 && k <= field.length ? k : null;
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

/**
 * The race's result when it is final: a provisional one (placings may still change on protest
 * or correction) is not settled on. A result without a state (older payloads) counts as final.
 */
export function finalResult(race: RaceEntry): boolean {
  const state: string | undefined = race.result?.state;
  return !!race.result && (state === undefined || state === 'final');
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
