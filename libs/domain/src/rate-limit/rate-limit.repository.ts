/** What one counted call found: the count of its window and how long the window and any block last. */
export interface RateLimitHit {
  /** Calls counted in the current window, this one included (a blocked call is not counted). */
  hits: number;
  /** Milliseconds until the window ends (at least 0). */
  windowLeftMs: number;
  /** Whether this call is refused. */
  blocked: boolean;
  /** Milliseconds until calls are let through again (0 when not blocked). */
  blockLeftMs: number;
}

/** The limit one call is counted against. */
export interface RateLimitRule {
  /** Who and what is counted (a route and a user or an address). */
  key: string;
  /** Names the limit, so one key may be counted under several. */
  name: string;
  windowMs: number;
  /** Calls allowed per window. */
  limit: number;
  /** How long calls are refused once one goes over the limit; 0: only until the window ends. */
  blockMs: number;
}

/**
 * Port of the per-route call counters (docs/operations.md, "Rate limits"), kept in PostgreSQL so
 * a limit holds across every instance. One atomic statement counts and decides.
 */
export abstract class RateLimitRepository {
  /**
   * Counts one call: a window that has run out (or a block that has) starts again at this call;
   * a blocked key counts nothing; the call that goes over the limit starts a block of `blockMs`.
   */
  abstract hit(rule: RateLimitRule): Promise<RateLimitHit>;
  /** Drops counters whose window and block both ended before `before`. */
  abstract purgeStale(before: Date): Promise<number>;
}
