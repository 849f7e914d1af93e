import type { ThrottleCount, ThrottleLimit, ThrottleReservation } from './login-throttle';

/**
 * Port of the attempt counters (login and sign-up), kept in PostgreSQL so every instance sees
 * the same counts. An attempt is reserved before any password work, so a burst cannot slip
 * through between a check and a count.
 */
export abstract class LoginThrottleRepository {
  /**
   * Atomically, for all `limits` together: when none is locked or full, counts one attempt on
   * each (starting a new window or a lock as its policy says); else counts nothing.
   */
  abstract reserve(limits: ThrottleLimit[], now: Date): Promise<ThrottleReservation>;
  /** Gives back one reserved attempt (a login that succeeded, work refused for load), and the lock it started. */
  abstract release(count: ThrottleCount): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Drops counters whose window and lock both ended before `before`. */
  abstract purgeStale(before: Date): Promise<number>;
}
