import type { MarketSnapshot } from './market-snapshot';

/**
 * Which adapter serves the market data (`ODDS_FEED`, docs/feeds.md): `betwatch` is the Betwatch
 * racing API v1 (REST snapshot + event stream), `betwatch-graphql` its older GraphQL API (the
 * fallback for accounts without v1 access; `http` is still accepted for it).
 */
export type OddsFeedKind =
  'simulated' | 'file' | 'betwatch' | 'betwatch-graphql';

/** Health of a feed as `/api/betwatch/ping` reports it. */
export interface FeedPing {
  ok: boolean;
  /** One line a person can act on, e.g. `OK: file /data/snap.json, 42 races`. */
  status: string;
  /** Message of the last failed fetch, null when the last fetch succeeded. */
  lastError?: string | null;
  /** ISO-8601 time of the last successful fetch, null before the first. */
  lastSuccessAt?: string | null;
}

/**
 * Port of every odds feed. Adapters throw on a failed or malformed fetch; the refresh job then
 * keeps the last good data and marks it stale, so an adapter never returns partial garbage.
 */
export abstract class OddsFeed {
  abstract readonly kind: OddsFeedKind;
  /** The market as of `now` (the simulated feed is a pure function of its seed and `now`). */
  abstract fetchSnapshot(now: Date): Promise<MarketSnapshot>;
  /**
   * Only these races (the live tracker's, near their jump), when the source can fetch them for
   * less than the whole market; without it callers fetch the snapshot and keep those races.
   */
  fetchRaces?(
    extRaceIds: readonly string[],
    now: Date,
  ): Promise<MarketSnapshot>;
  abstract ping(): Promise<FeedPing>;
}
