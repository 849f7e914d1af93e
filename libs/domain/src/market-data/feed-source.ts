import type { FeedHealth, MarketFreshness } from './market-freshness';

/** Refresh bookkeeping of one odds feed source (`simulated`, `file`, `http`). */
export interface FeedSourceState {
  source: string;
  /** ISO-8601 UTC of the last fetch that was stored (changed or not); null before the first. */
  lastSuccessAt: string | null;
  /** Message of the last failed or refused fetch; kept after later successes (compare times). */
  lastError: string | null;
  lastErrorAt: string | null;
  /** The provider's code of the last failure (Betwatch `quota_exceeded`, …), null when none. */
  lastErrorCode?: string | null;
  /** Content hash of the last stored snapshot (generatedAt excluded). */
  lastSnapshotHash: string | null;
  /** Bumped on every stored change; numbered across sources so it never goes back. */
  dataVersion: number;
}

/** Freshness of the market data as the api reports it. */
export interface MarketDataState {
  source: string;
  dataVersion: number;
  /**
   * ISO-8601 UTC of the last successful refresh (on a stream: its last frame or heartbeat), null
   * before the first.
   */
  lastUpdated: string | null;
  /** The whole market is stale now (marketFreshness: `freshness.stale`). */
  stale: boolean;
  /** What the freshness rule reads, kept so a cached state is judged again at each read. */
  health: FeedHealth;
  /** The market's freshness when this state was read. */
  freshness: MarketFreshness;
  /** The last failure when it is newer than the last success, else null. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Its provider code, e.g. `quota_exceeded` (then the market is frozen and every quote stale). */
  lastErrorCode?: string | null;
}

/** A failure that freezes the market until the provider lets us read again (docs/feeds.md). */
export const FREEZING_FEED_ERROR_CODES: readonly string[] = ['quota_exceeded'];

/** The failure that still matters: one newer than the last success. */
export function currentFeedError(
  state: Pick<FeedSourceState, 'lastSuccessAt' | 'lastError' | 'lastErrorAt' | 'lastErrorCode'>,
): { lastError: string; lastErrorAt: string; lastErrorCode: string | null } | null {
  if (state.lastError === null || state.lastErrorAt === null) return null;
  if (state.lastSuccessAt !== null && Date.parse(state.lastSuccessAt) > Date.parse(state.lastErrorAt)) {
    return null;
  }
  return { lastError: state.lastError, lastErrorAt: state.lastErrorAt, lastErrorCode: state.lastErrorCode ?? null };
}
