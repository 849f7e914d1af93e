/** One route's limit: `limit` calls per `windowMs` per caller; past it, refused for `blockMs`. */
export interface RouteRateLimit {
  limit: number;
  windowMs: number;
  blockMs: number;
  /** The 429's first sentence; `Try again in N s.` follows. */
  refusal?: string;
}

const MINUTE = 60_000;

/**
 * Every per-route limit of @nestjs/throttler (`@RateLimit(name)`), per signed-in user (else per
 * client address), counted in PostgreSQL so it holds across instances. Set well above what a
 * person does by hand; documented in docs/operations.md, "Rate limits". Login and sign-up keep
 * their own atomic throttle (LOGIN_THROTTLE, SIGNUP_THROTTLE in @overlay/domain).
 */
export const RATE_LIMITS = {
  /** `POST /api/users/me/channels/:kind/test`: sends a push, a Telegram message or a mail. */
  channelTest: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `POST /api/users/me/alerts/test`: sends a sample alert through a channel. */
  alertTest: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `POST /api/users/me/channels/telegram/pairing`: a new pairing code each call. */
  telegramPairing: { limit: 10, windowMs: MINUTE, blockMs: MINUTE },
  /** `GET /api/movers`: a scan of price history (also 2 running per user and instance: `@LimitPerUser`). */
  movers: { limit: 30, windowMs: MINUTE, blockMs: 0, refusal: 'Too many requests for this page.' },
} as const satisfies Record<string, RouteRateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
