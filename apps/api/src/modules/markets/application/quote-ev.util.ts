import type { SnapshotRace } from '@overlay/domain';
import { createEngineContext, liveRowsFromValuation, valueRace } from '@overlay/ev-engine';

// Base EV needs no promos or boosts: the fair price comes from the market alone.
const MARKET_ONLY = createEngineContext({ includePromos: false });

const quoteKey = (runnerExtId: string, bookmaker: string) => `${runnerExtId}\u0000${bookmaker}`;

/** Base EV % per (runner, bookmaker) win quote, looked up with `evOf`; empty when the race has no fair price. */
export interface QuoteEvs {
  evOf(runnerExtId: string, bookmaker: string): number | null;
}

/**
 * The engine's base EV of every win quote of a race, from the same valuation (and evaluation)
 * as the opportunity and live rows: ev = (price / fair − 1) × 100. Scratched runners and races
 * the engine cannot value (no fair price) have none.
 */
export function quoteEvs(race: SnapshotRace): QuoteEvs {
  const evs = new Map<string, number>();
  const result = valueRace(race, MARKET_ONLY);
  if (result.ok) {
    for (const row of liveRowsFromValuation(result.valuation)) evs.set(quoteKey(row.runnerId, row.book), row.baseEV);
  }
  return { evOf: (runnerExtId, bookmaker) => evs.get(quoteKey(runnerExtId, bookmaker)) ?? null };
}
