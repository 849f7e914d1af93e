import type { RaceState, SnapshotRace } from '@overlay/domain';
import { QuoteBook } from './betwatch-quote-book';
import { sourceName } from './betwatch-sources';
import { coverageBook } from './betwatch-market.entries';
import type {
  BetwatchMarket,
  MarketKey,
  QuoteCell,
  RaceEntry,
} from './betwatch-market';
import type {
  BwEventStatus,
  BwSource,
  BwSourceKind,
  BwSport,
  BwVenue,
} from './betwatch.types';

/**
 * The ids a stored market cannot give back: each race's market and outcome ids, its venue and
 * sport, and the sources' ids. Stored beside the stream cursor (a few kB a race), so a new leader
 * rebuilds the market from the stored races plus this and resumes the stream at the cursor, with
 * no bootstrap and no gap.
 */
export interface BetwatchMarketIndex {
  version: 1;
  sources: [id: string, name: string, kind: BwSourceKind][];
  venues: [
    id: string,
    name: string,
    country: string,
    subdivision: string | null,
    timezone: string,
    sport: BwSport,
  ][];
  races: Record<
    string,
    {
      sport: BwSport;
      venueId: string | null;
      placesPaid: number | null;
      markets: [id: string, key: MarketKey, placesPaid: number | null][];
      outcomes: [id: string, entrantId: string][];
    }
  >;
}

export function exportIndex(market: BetwatchMarket): BetwatchMarketIndex {
  const races: BetwatchMarketIndex['races'] = {};
  for (const race of market.races.values()) {
    races[race.id] = {
      sport: race.sport,
      venueId: race.venueId,
      placesPaid: race.placesPaid,
      markets: [...race.markets].map(([id, m]) => [id, m.key, m.placesPaid]),
      outcomes: [...race.outcomes],
    };
  }
  return {
    version: 1,
    sources: [...market.sources.values()].map((s) => [s.id, s.name, s.kind]),
    venues: [...market.venues.values()].map((v) => [
      v.id,
      v.name,
      v.country,
      v.subdivision ?? null,
      v.timezone,
      v.sport,
    ]),
    races,
  };
}

const STATUS_OF: Record<RaceState, BwEventStatus> = {
  open: 'open',
  closed: 'closed',
  final: 'final',
  abandoned: 'abandoned',
};

/** Stored price times: the provider's when kept, else the store's (as fresh as the data). */
interface StoredQuoteTimes {
  lastUpdated?: string | null;
  updatedAt?: string;
}

/**
 * Rebuilds the market from stored races and their index: races the index does not know are left
 * out (a frame for one fetches its snapshot). Restored quotes yield to any frame, however dated,
 * since the stream resumes exactly after what was stored.
 */
export function restoreMarket(
  market: BetwatchMarket,
  index: BetwatchMarketIndex,
  stored: readonly SnapshotRace[],
): number {
  if (index?.version !== 1) return 0;
  market.clear();
  for (const [id, name, kind] of index.sources)
    market.sources.set(id, { id, name, kind });
  market.setVenues(
    index.venues.map(
      ([id, name, country, subdivision, timezone, sport]): BwVenue => ({
        id,
        name,
        country,
        timezone,
        sport,
        ...(subdivision ? { subdivision } : {}),
      }),
    ),
  );
  const sourceByBook = new Map<string, BwSource>();
  for (const source of market.sources.values())
    sourceByBook.set(sourceName(source), source);
  const exchange = [...market.sources.values()].find(
    (source) => source.kind === 'exchange',
  );
  let restored = 0;
  for (const race of stored) {
    const ids = index.races[race.extRaceId];
    if (!ids) continue;
    const entry = raceEntryOf(race, ids);
    for (const runner of race.runners) {
      for (const quote of runner.prices) {
        const source = sourceByBook.get(quote.bookmaker);
        if (!source) continue;
        const times = quote as StoredQuoteTimes;
        const at = Date.parse(times.lastUpdated ?? times.updatedAt ?? '');
        entry.quotes.set(
          `${runner.extId}|win|${source.id}`,
          restoredCell(quote.win, at),
        );
        if (quote.place)
          entry.quotes.set(
            `${runner.extId}|place|${source.id}`,
            restoredCell(quote.place, at),
          );
      }
      if (exchange && runner.exchange) {
        const { winBack, winLay, placeBack, placeLay } = runner.exchange;
        entry.quotes.set(
          `${runner.extId}|win|${exchange.id}`,
          exchangeCell(
            winBack,
            winLay,
            runner.exchange.winBackSize,
            runner.exchange.winLaySize,
          ),
        );
        if (placeBack || placeLay)
          entry.quotes.set(
            `${runner.extId}|place|${exchange.id}`,
            exchangeCell(placeBack, placeLay),
          );
      }
    }
    market.adopt(entry);
    restored += 1;
  }
  market.takeChanged();
  market.indexDirty = false;
  return restored;
}

function raceEntryOf(
  race: SnapshotRace,
  ids: BetwatchMarketIndex['races'][string],
): RaceEntry {
  return {
    id: race.extRaceId,
    name: race.name,
    sport: ids.sport,
    startAt: race.startTime,
    status: STATUS_OF[race.state],
    venueId: ids.venueId,
    raceNumber: race.number,
    placesPaid: ids.placesPaid,
    result: race.results
      ? {
          state: 'final',
          positions: race.results.map((numbers, i) => ({
            place: i + 1,
            entrantIds: numbers.map(
              (n) => race.runners.find((r) => r.number === n)?.extId ?? '',
            ),
          })),
        }
      : null,
    entrants: new Map(
      race.runners.map((r) => [
        r.extId,
        {
          id: r.extId,
          name: r.name,
          number: r.number,
          scratched: r.scratched,
          running: true,
        },
      ]),
    ),
    markets: new Map(
      ids.markets.map(([id, key, placesPaid]) => [id, { key, placesPaid }]),
    ),
    outcomes: new Map(ids.outcomes),
    quotes: new QuoteBook(),
    coverage: coverageBook(),
  };
}

function restoredCell(price: number, at: number): QuoteCell {
  return {
    state: 'available',
    price,
    exchange: null,
    updatedMs: at,
    observedMs: at,
    restored: true,
  };
}

function exchangeCell(
  back: number | null | undefined,
  lay: number | null | undefined,
  backSize: number | null | undefined = null,
  laySize: number | null | undefined = null,
): QuoteCell {
  const level = (
    price: number | null | undefined,
    size: number | null | undefined,
  ) => (price ? [size == null ? { price } : { price, size }] : []);
  const exchange = {
    back: level(back, backSize),
    lay: level(lay, laySize),
    marketState: 'open',
    outcomeState: 'active',
    inPlay: false,
  };
  return {
    state: 'available',
    price: null,
    exchange,
    updatedMs: Number.NaN,
    observedMs: Number.NaN,
    restored: true,
  };
}
