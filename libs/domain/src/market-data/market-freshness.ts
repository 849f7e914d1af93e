import { FREEZING_FEED_ERROR_CODES } from './feed-source';

// How fresh the market and each quote are, decided when read, never frozen in a cache
// (docs/ev-model.md §1, "Stale quotes"; docs/feeds.md, "What it looks like on screen").

/**
 * How a feed delivers its market: a held stream, which confirms every price it does not change
 * for as long as it is heard from (a frame or a heartbeat), or fetches, each confirming what it
 * lists.
 */
export type FeedDelivery = 'stream' | 'polled';

/** The stream is Betwatch v1's (`ODDS_FEED=betwatch`); every other feed is fetched. */
export function feedDelivery(kind: string): FeedDelivery {
  return kind === 'betwatch' ? 'stream' : 'polled';
}

/** Why the whole market is stale. */
export type MarketStaleReason = 'stream_down' | 'feed_down' | 'quota_exceeded' | 'no_data';

/** What the rule reads of a feed: stored, so every instance decides alike. */
export interface FeedHealth {
  delivery: FeedDelivery;
  /**
   * ISO-8601 UTC of the provider's last word: on a stream its last frame or heartbeat, on a polled
   * feed its last stored fetch. Null before any.
   */
  lastSuccessAt: string | null;
  /** The failure newer than lastSuccessAt (currentFeedError), else nulls. */
  lastError: string | null;
  lastErrorAt: string | null;
  lastErrorCode: string | null;
}

export interface FreshnessLimits {
  /** STALE_PRICE_SECONDS: how long a stream may be silent, and a quote unconfirmed, and still count. */
  stalePriceSeconds: number;
  /** REFRESH_SECONDS: a polled feed is late after two of them without a stored fetch. */
  refreshSeconds: number;
}

/** The whole market's freshness at one moment. */
export interface MarketFreshness {
  stale: boolean;
  reason: MarketStaleReason | null;
  /** ISO-8601 UTC: the provider's "as of" for the market (its last word, as in FeedHealth). */
  asOf: string | null;
  /** ISO-8601 UTC: when the market turned stale; null when fresh or never fed. */
  staleSince: string | null;
  /** ISO-8601 UTC: when the market turns stale if nothing is heard meanwhile; null when stale. */
  staleAt: string | null;
  /** The failure behind it, as the provider or the adapter said it; null when none. */
  detail: string | null;
}

/**
 * The market's freshness at `nowMs`. Stale at once while the provider refuses us for its quota
 * (the market is frozen); stale when nothing was ever stored; stale when the provider's last word
 * is older than the bound: STALE_PRICE_SECONDS on a stream (a stream down or silent that long
 * confirms nothing), twice REFRESH_SECONDS on a polled feed (two missed fetches).
 */
export function marketFreshness(health: FeedHealth, nowMs: number, limits: FreshnessLimits): MarketFreshness {
  const asOf = health.lastSuccessAt;
  const detail = health.lastError;
  if (health.lastErrorCode !== null && FREEZING_FEED_ERROR_CODES.includes(health.lastErrorCode))
    return { stale: true, reason: 'quota_exceeded', asOf, staleSince: health.lastErrorAt, staleAt: null, detail };
  const lastMs = asOf === null ? NaN : Date.parse(asOf);
  if (!Number.isFinite(lastMs)) return { stale: true, reason: 'no_data', asOf: null, staleSince: null, staleAt: null, detail };
  const boundMs =
    (health.delivery === 'stream' ? limits.stalePriceSeconds : 2 * Math.max(1, limits.refreshSeconds)) * 1000;
  const staleAtMs = lastMs + boundMs;
  if (nowMs > staleAtMs) {
    const reason = health.delivery === 'stream' ? 'stream_down' : 'feed_down';
    return { stale: true, reason, asOf, staleSince: new Date(staleAtMs).toISOString(), staleAt: null, detail };
  }
  return { stale: false, reason: null, asOf, staleSince: null, staleAt: new Date(staleAtMs).toISOString(), detail: null };
}

/** The part of MarketFreshness a row needs, in numbers: whether the market is stale, and its as-of (NaN = unknown). */
export interface MarketReading {
  stale: boolean;
  asOfMs: number;
}

/** A market nothing is known of: no row is stale for it, and a quote with no time has no age. */
export const UNKNOWN_MARKET: MarketReading = Object.freeze({ stale: false, asOfMs: NaN });

export function marketReading(freshness: MarketFreshness): MarketReading {
  return { stale: freshness.stale, asOfMs: freshness.asOf === null ? NaN : Date.parse(freshness.asOf) };
}

/**
 * Whether a quote outlived its confirmation (the data's part of the rule, which the fair price
 * reads): confirmed (`confirmedMs`: its book's check time, else its own time) more than
 * STALE_PRICE_SECONDS before its race's "as of" time. A quote with no time of its own (NaN) was
 * confirmed by the data itself: a polled fetch that listed it, or a stream while it is heard.
 */
export function quoteOutlived(confirmedMs: number, raceAsOfMs: number, stalePriceSeconds: number): boolean {
  return raceAsOfMs - confirmedMs > stalePriceSeconds * 1000;
}

/** A quote's freshness as a row shows it. */
export interface QuoteFreshness {
  stale: boolean;
  /** Seconds since the quote was last confirmed (never below 0); null when nothing says. */
  ageSeconds: number | null;
}

/**
 * THE rule for one quote, at `nowMs`: stale when the whole market is (a stream down or frozen,
 * the quota spent, no data) or when the quote outlived its confirmation (quoteOutlived). Its age
 * runs from its own confirmation, else from the market's "as of" (on a stream, its last frame or
 * heartbeat: a quote the stream holds is as fresh as the stream).
 */
export function quoteFreshness(
  outlived: boolean,
  confirmedMs: number,
  market: MarketReading,
  nowMs: number,
): QuoteFreshness {
  const since = confirmedMs === confirmedMs ? confirmedMs : market.asOfMs;
  const age = (nowMs - since) / 1000;
  return { stale: market.stale || outlived, ageSeconds: age === age ? (age > 0 ? age : 0) : null };
}
