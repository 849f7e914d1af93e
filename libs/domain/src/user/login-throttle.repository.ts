import type { ThrottleCount, ThrottlePolicy } from './login-throttle';

/** Port of the failed-login counters, kept in PostgreSQL so every instance sees the same counts. */
export abstract class LoginThrottleRepository {
  /** The latest lock end among `keys` still in force at `now`, or null. */
  abstract lockedUntil(keys: string[], now: Date): Promise<Date | null>;
  /** Counts one failure on `key` atomically, starting a new window or a lock as the policy says. */
  abstract recordFailure(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleCount>;
  abstract clear(key: string): Promise<void>;
  /** Drops counters whose window and lock both ended before `before`. */
  abstract purgeStale(before: Date): Promise<number>;
}
