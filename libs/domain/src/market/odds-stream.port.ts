import type { PriceSource } from '../racing/price-sources';
import type { SnapshotRace } from './market-snapshot';

/** The changes a push feed has applied since the last drain: the changed races, whole. */
export interface MarketChangeBatch {
  /** Every race a frame changed, in full (as in a snapshot), ready to ingest. */
  races: SnapshotRace[];
  /** The provider's time of the data (ISO-8601 UTC): the newest change or read applied. */
  asOf: string;
  /** Where the stream stands once these races are stored: resume from here. Null before any. */
  cursor: string | null;
  /** True when the races come from a (re)bootstrap of the whole scope, not from frames. */
  bootstrap: boolean;
  /** The feed's own state to store beside the cursor when it changed (opaque JSON), else null. */
  index: unknown;
  /** The sources the feed prices with, when they changed since the last batch (see MarketSnapshot). */
  sources?: PriceSource[];
}

/** Where a new leader resumes: the stored cursor, index and races (see MarketChangeBatch). */
export interface OddsStreamResume {
  cursor: string;
  index: unknown;
  races: SnapshotRace[];
}

/** The stream's health as `/api/betwatch/ping` reports it. */
export interface OddsStreamStatus {
  /** stopped, bootstrapping, live, reconnecting, rate_limited, quota_exceeded, stream_limit, failing. */
  state: string;
  connected: boolean;
  cursor: string | null;
  /** ISO time the cursor last moved (a frame or a ping arrived). */
  cursorAt: string | null;
  framesPerSecond: number;
  reconnects: number;
  malformedFrames: number;
  /** Quotes the drift check found wrong and healed since the stream started (docs/feeds.md, drift). */
  driftQuotes: number;
  lastErrorCode: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** From the provider's rate-limit headers (null until sent). */
  rateLimitRemaining: number | null;
  quotaRemaining: number | null;
  quotaResetAt: string | null;
}

/**
 * Port of feeds that push changes (Betwatch v1's event stream) beside the polled OddsFeed: the
 * leader starts it from a stored position, drains the changed races at most every 250 ms and
 * stores them with the cursor, so a new leader resumes where the old one stopped.
 */
export abstract class OddsStream {
  /** Starts following (bootstrapping first when there is no position to resume from). */
  abstract start(resume: OddsStreamResume | null): void;
  /** Stops following; resolves once the connection is closed. */
  abstract stop(): Promise<void>;
  /**
   * The changes applied since the last drain, or null when nothing changed. With `only`, just
   * those races' changes (the races live pages watch, stored ahead of the rest): no cursor, no
   * index, never a bootstrap; the next whole drain's cursor covers them.
   */
  abstract drain(only?: ReadonlySet<string>): MarketChangeBatch | null;
  abstract status(): OddsStreamStatus;
  /**
   * Asks for these races' results until they come (races the stored market has past their start
   * with none, beyond what the stream holds); their changes leave through `drain`.
   */
  chaseResults?(extRaceIds: readonly string[]): void;
  /**
   * Connects again now (a person asked for fresh data): drops the connection held, or the wait
   * after a refusal, and resumes at the cursor. What comes of it shows in `status`.
   */
  reconnect?(): void;
}
