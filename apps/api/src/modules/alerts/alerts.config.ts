/**
 * Alerts' own settings, read from the environment at boot (README: Configuration):
 * WEBHOOK_ALLOW_PRIVATE=1 lets webhooks reach private, loopback and link-local addresses (a local
 * receiver in tests, an intranet service); PUBLIC_URL is the address alert links point at.
 */
export interface AlertsConfig {
  allowPrivateWebhooks: boolean;
  publicUrl: string;
  /** Delivery retries back off from this many ms, doubling, with jitter (tests shorten it). */
  retryBaseMs: number;
}

export const ALERTS_CONFIG = Symbol('ALERTS_CONFIG');

export function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env): AlertsConfig {
  const base = Number(env.ALERT_RETRY_BASE_MS);
  return {
    allowPrivateWebhooks: env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    retryBaseMs: Number.isFinite(base) && base > 0 ? base : 500,
  };
}

/** Exponential backoff with full jitter: attempt 1 waits base..2·base, attempt 2 2·base..4·base, … */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const floor = baseMs * 2 ** (attempt - 1);
  return floor + Math.floor(random() * floor);
}
