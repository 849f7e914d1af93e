/**
 * Alerts' own settings, read from the environment at boot (README: Configuration):
 * WEBHOOK_ALLOW_PRIVATE=1 lets webhooks reach private, loopback and link-local addresses (a local
 * receiver in tests, an intranet service); PUBLIC_URL is the address alert links point at.
 */
export interface AlertsConfig {
  allowPrivateWebhooks: boolean;
  publicUrl: string;
  /** A delivery's retries back off from this many ms, doubling, with jitter (tests shorten it). */
  retryBaseMs: number;
  /** …up to this many ms between tries. */
  retryMaxMs: number;
}

export const ALERTS_CONFIG = Symbol('ALERTS_CONFIG');

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env): AlertsConfig {
  return {
    allowPrivateWebhooks: env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
    // Unset, the address this instance serves on: a link to port 3000 from one started on 4400 led nowhere.
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, ''),
    retryBaseMs: positive(env.ALERT_RETRY_BASE_MS, 500),
    retryMaxMs: positive(env.ALERT_RETRY_MAX_MS, 5 * 60_000),
  };
}
