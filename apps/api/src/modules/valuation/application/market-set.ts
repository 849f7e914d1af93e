import type { RaceMarket } from '@overlay/domain';

/** The open races of one data version that the opportunity rows are built from. */
export interface MarketSet {
  /** Distinct per load, so rows built from another load are never mistaken for these. */
  id: number;
  dataVersion: number;
  /** Start times covered by the load (epoch ms): races starting later were not read. */
  coversUntilMs: number;
  /** By start time, then venue and race number. */
  races: readonly RaceMarket[];
  byId: ReadonlyMap<string, RaceMarket>;
  /** Every race's start (epoch ms), ascending. */
  startsMs: Float64Array;
}

let nextId = 1;

export function createMarketSet(dataVersion: number, coversUntilMs: number, races: readonly RaceMarket[]): MarketSet {
  const startsMs = Float64Array.from(races, (race) => Date.parse(race.startTime)).sort();
  return {
    id: nextId++,
    dataVersion,
    coversUntilMs,
    races,
    byId: new Map(races.map((race) => [race.extRaceId, race])),
    startsMs,
  };
}

/**
 * Until when a reply filtered with `within_minutes` at `nowMs` stays right: until the next race
 * start after now + window enters the window (races never leave it with time: a started race
 * that is still open stays listed). Infinity when no later race is loaded.
 */
export function replyValidUntil(set: MarketSet, nowMs: number, withinMinutes: number): number {
  const windowMs = withinMinutes * 60_000;
  const limit = nowMs + windowMs;
  const starts = set.startsMs;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length ? starts[lo] - windowMs : Number.POSITIVE_INFINITY;
}
