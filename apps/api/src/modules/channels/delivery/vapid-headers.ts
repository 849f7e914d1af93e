import type { StoredKeyPair } from '@overlay/domain';
import { getVapidHeaders } from 'web-push';

/** A VAPID token is signed for this long (RFC 8292 allows up to 24 h)… */
const VALID_SECONDS = 12 * 60 * 60;
/** …and used for at most this long, so one sent near the end of its reuse still has hours left. */
const REUSE_MS = 60 * 60_000;

/**
 * The VAPID `Authorization` header per push service (the audience: the endpoint's origin), signed
 * once an hour rather than per push (docs/product.md §10, "Delivery"): signing converts the key
 * and makes an ES256 signature, most of a push's CPU when a change alerts hundreds of browsers.
 */
export class VapidHeaders {
  private readonly byAudience = new Map<string, { authorization: string; key: string; untilMs: number }>();

  authorization(endpoint: string, subject: string, keys: StoredKeyPair, nowMs: number): string {
    const audience = new URL(endpoint).origin;
    const kept = this.byAudience.get(audience);
    if (kept !== undefined && kept.key === keys.publicKey && kept.untilMs > nowMs) return kept.authorization;
    const expiration = Math.floor(nowMs / 1000) + VALID_SECONDS;
    const { Authorization } = getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
    this.byAudience.set(audience, { authorization: Authorization, key: keys.publicKey, untilMs: nowMs + REUSE_MS });
    return Authorization;
  }
}
