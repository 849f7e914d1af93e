import type { FeedHealth, MarketDataState, MarketFreshness } from '@overlay/domain';

/** A fresh polled market's health and verdict, for unit tests of what reads the serving state. */
export function freshMarket(lastSuccessAt: string | null = '2026-11-21T09:59:00.000Z'): {
  health: FeedHealth;
  freshness: MarketFreshness;
  freshUntilMs: number;
} {
  return {
    health: { delivery: 'polled', lastSuccessAt, lastError: null, lastErrorAt: null, lastErrorCode: null },
    freshness: { stale: false, reason: null, asOf: lastSuccessAt, staleSince: null, staleAt: null, detail: null },
    freshUntilMs: Infinity,
  };
}

/** A MarketDataState of a fresh polled feed. */
export function freshDataState(over: Partial<MarketDataState> = {}): MarketDataState {
  const { health, freshness } = freshMarket(over.lastUpdated ?? null);
  return {
    source: 'file',
    dataVersion: 1,
    lastUpdated: null,
    stale: false,
    lastError: null,
    lastErrorAt: null,
    health,
    freshness,
    ...over,
  };
}
