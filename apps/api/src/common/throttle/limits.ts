/**
 * Every limit of the api, in one vocabulary (docs/architecture.md §7.4). A limit is one of:
 *
 * - **rate**: at most `limit` calls per `windowMs` per caller (the signed-in user, else the client
 *   address), then refused for `blockMs`; counted by @nestjs/throttler in PostgreSQL (its
 *   storage, table `rate_limits`), so it holds across instances. `@RateLimit(name)`, `RATE_LIMITS`.
 * - **attempts**: login and sign-up, reserved before any password is checked, on two counters at
 *   once (account and address, or address and email) and given back when the attempt never ran or
 *   succeeded; table `login_throttle`. `LOGIN_THROTTLE`, `SIGNUP_THROTTLE` in @overlay/domain.
 * - **concurrent**: at most `inFlight` calls of one user running at once on this instance, counted
 *   in memory until the reply is out. `@LimitPerUser(name)`, `CONCURRENT_LIMITS`.
 * - **streams**: at most EVENT_STREAMS_PER_USER open streams per user on each hub of this instance;
 *   one more ends the oldest (`StreamCap`).
 *
 * A refused call answers 429 with `Retry-After` (`tooManyRequests`), except a stream past its cap,
 * which ends the user's oldest instead. Every number is in docs/operations.md §4.
 */

/** A rate limit: `limit` calls per `windowMs` per caller; past it, refused for `blockMs`. */
export interface RouteRateLimit {
  limit: number;
  windowMs: number;
  blockMs: number;
  /** The 429's first sentence; `Try again in N s.` follows. */
  refusal?: string;
}

/** A concurrent limit: `inFlight` calls of one user running at once on one instance. */
export interface ConcurrentLimit {
  inFlight: number;
  /** The 429's first sentence; `Try again in 1 s.` follows. */
  refusal: string;
}

const MINUTE = 60_000;

/**
 * The rate limits (@nestjs/throttler, `@RateLimit(name)`), per signed-in user (else per client
 * address), counted in PostgreSQL so they hold across instances. Set well above what a person
 * does by hand.
 */
export const RATE_LIMITS = {
  /** `POST /api/users/me/channels/:kind/test`: sends a push, a Telegram message or a mail. */
  channelTest: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `POST /api/users/me/alerts/test`: sends a sample alert through a channel. */
  alertTest: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `POST /api/users/me/channels/telegram/pairing`: a new pairing code each call. */
  telegramPairing: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `GET /api/movers`: a scan of price history (also `CONCURRENT_LIMITS.movers`). */
  movers: { limit: 30, windowMs: MINUTE, blockMs: 0, refusal: 'Too many requests for this page.' },
} as const satisfies Record<string, RouteRateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The concurrent limits (`@LimitPerUser(name)`): a route whose every call is a database scan, so
 * one member cannot fill the connection pool for everyone.
 */
export const CONCURRENT_LIMITS = {
  /** `GET /api/movers`: two scans of one user at once on an instance. */
  movers: { inFlight: 2, refusal: 'Too many requests for this page.' },
} as const satisfies Record<string, ConcurrentLimit>;

export type ConcurrentLimitName = keyof typeof CONCURRENT_LIMITS;
