import type {
  Country,
  PriceHistoryPoint,
  RaceCode,
  RaceListing,
  RaceState,
  StoredExchange,
  StoredPrice,
  StoredRace,
  StoredRunner,
} from '@overlay/domain';

// Raw rows of the market-data SQL (snake_case, as PostgreSQL returns them) and their mapping to
// the domain types. bigint ids arrive as strings and stay strings (they only join rows here).
// Market times arrive as ISO-8601 UTC text, formatted by the query (iso-utc.sql.ts).

export interface RaceRow {
  ext_race_id: string;
  venue: string;
  country: string;
  code: string;
  number: number;
  name: string;
  start_time: string;
  state: string;
  updated_at: string;
  /** When a fetch last listed the race; null before the first fetch that recorded it. */
  confirmed_at?: string | null;
  /** jsonb, parsed by the driver; absent from reads that do not select it. */
  results?: number[][] | null;
  /** The provider's meeting location (state or NZ); null when it gave none. */
  region?: string | null;
  active_runners?: number;
}

export interface RunnerRow {
  id: string;
  race_ext_id: string;
  ext_id: string;
  number: number;
  name: string;
  scratched: boolean;
  /** RUNNERS_OF_RACES's revision (race-quotes.sql.ts). */
  revision: string | null;
}

export interface PriceRow {
  runner_id: string;
  bookmaker: string;
  win: number;
  place: number | null;
  place_k: number | null;
  boosted_from: number | null;
  updated_at: string;
  /** The provider's age of the quote, kept only when older than its snapshot. */
  last_updated?: string | null;
}

export interface ExchangeRow {
  runner_id: string;
  win_back: number | null;
  win_lay: number | null;
  place_back: number | null;
  place_lay: number | null;
  place_k: number | null;
  matched_volume: number | null;
  win_back_size: number | null;
  win_lay_size: number | null;
  updated_at: string;
}

export interface PriceHistoryRow extends Omit<PriceRow, 'updated_at' | 'runner_id' | 'last_updated'> {
  race_ext_id: string;
  runner_ext_id: string;
  recorded_at: Date;
}

export function toStoredRace(row: RaceRow): StoredRace {
  return {
    extRaceId: row.ext_race_id,
    venue: row.venue,
    country: row.country as Country,
    code: row.code as RaceCode,
    number: row.number,
    name: row.name,
    startTime: row.start_time,
    state: row.state as RaceState,
    updatedAt: row.updated_at,
    results: row.results ?? null,
    ...(row.region ? { region: row.region } : {}),
  };
}

export function toRaceListing(row: RaceRow): RaceListing {
  return { ...toStoredRace(row), activeRunners: row.active_runners ?? 0 };
}

/**
 * A quote without an age of its own (`last_updated` NULL) was confirmed by the latest fetch: its
 * `lastUpdated` is null and readers count its age from the data's last fetch. Cached races are not
 * re-read for each confirmation, so a stored time would age them falsely.
 */
function toStoredPrice(row: PriceRow): StoredPrice {
  return {
    bookmaker: row.bookmaker,
    win: row.win,
    place: row.place,
    placeK: row.place_k,
    boostedFrom: row.boosted_from,
    updatedAt: row.updated_at,
    lastUpdated: row.last_updated ?? null,
  };
}

function toStoredExchange(row: ExchangeRow): StoredExchange {
  return {
    winBack: row.win_back,
    winLay: row.win_lay,
    placeBack: row.place_back,
    placeLay: row.place_lay,
    placeK: row.place_k,
    matchedVolume: row.matched_volume,
    // Only when stored, as a snapshot carries them only when the provider gave them.
    ...(row.win_back_size === null ? {} : { winBackSize: row.win_back_size }),
    ...(row.win_lay_size === null ? {} : { winLaySize: row.win_lay_size }),
    updatedAt: row.updated_at,
  };
}

export function toStoredRunner(
  row: RunnerRow,
  prices: readonly PriceRow[],
  exchange: ExchangeRow | undefined,
): StoredRunner {
  return {
    extId: row.ext_id,
    number: row.number,
    name: row.name,
    scratched: row.scratched,
    prices: prices.map(toStoredPrice),
    exchange: exchange ? toStoredExchange(exchange) : null,
    revision: row.revision,
  };
}

export function toPriceHistoryPoint(row: PriceHistoryRow): PriceHistoryPoint {
  return {
    extRaceId: row.race_ext_id,
    runnerExtId: row.runner_ext_id,
    bookmaker: row.bookmaker,
    win: row.win,
    place: row.place,
    placeK: row.place_k,
    boostedFrom: row.boosted_from,
    recordedAt: row.recorded_at.toISOString(),
  };
}
