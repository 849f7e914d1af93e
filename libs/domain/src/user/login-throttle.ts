/** A limit on failed logins: `maxFailures` within `windowMs` locks the key for `lockMs`. */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login throttling (DESIGN.md §5). Per account: 5 failures in 15 minutes. Per client address: 20,
 * so one office or NAT sharing an address is not locked out by a single mistyping colleague,
 * while one address still cannot spray many accounts.
 */
export const LOGIN_THROTTLE = {
  account: { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  address: { maxFailures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleScope = keyof typeof LOGIN_THROTTLE;

export function throttleKey(scope: ThrottleScope, value: string): string {
  return `${scope}:${value}`;
}

/** The result of counting one failure against a key. */
export interface ThrottleCount {
  failures: number;
  lockedUntil: Date | null;
  /** True only for the failure that started the lock (one audit row per lock). */
  lockStarted: boolean;
}

/** Whole seconds until `until`, at least 1 (the Retry-After header). */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
