/** A limit on failed logins: `maxFailures` within `windowMs` locks the key for `lockMs`. */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login throttling (docs/architecture.md §5). Per account: 5 failures in 15 minutes. Per client address: 20,
 * so one office or NAT sharing an address is not locked out by a single mistyping colleague,
 * while one address still cannot spray many accounts.
 */
export const LOGIN_THROTTLE = {
  account: { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  address: { maxFailures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleScope = keyof typeof LOGIN_THROTTLE;

/**
 * Sign-up throttling: every attempt counts (a created account too), 10 per client address and 5
 * per email within 15 minutes, then 15 minutes locked. Enough for a household or office behind
 * one address, far too few to mass-create accounts.
 */
export const SIGNUP_THROTTLE = {
  'signup-address': { maxFailures: 10, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
  'signup-email': { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottlePolicy>;

export type SignUpThrottleScope = keyof typeof SIGNUP_THROTTLE;

export function throttleKey(scope: ThrottleScope | SignUpThrottleScope, value: string): string {
  return `${scope}:${value}`;
}

/** One counter an attempt is reserved on. */
export interface ThrottleLimit {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * The answer to reserving an attempt on several counters at once: either every counter took it
 * (`counts` in the order asked), or none did and the caller is told when to come back.
 */
export type ThrottleReservation =
  | { allowed: true; counts: ThrottleCount[] }
  | { allowed: false; retryAt: Date };

/** A counter after one attempt was reserved on it. */
export interface ThrottleCount {
  key: string;
  /** Attempts in the window, this one included. */
  failures: number;
  lockedUntil: Date | null;
  /** True only for the attempt that started the lock (one audit row per lock). */
  lockStarted: boolean;
}

/** Whole seconds until `until`, at least 1 (the Retry-After header). */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
