/**
 * `GET /api/users/me/channels`. Secrets (bot token, SMTP password, VAPID private key) never
 * appear. `attention`: why a channel stopped (it refused for good: a blocked bot, an expired push
 * subscription, a refused address) until the user fixes it; null while it works.
 */
export interface ChannelsResponse {
  push: { publicKey: string; subscriptions: number; attention: string | null };
  telegram: { available: boolean; paired: boolean; attention: string | null };
  email: { available: boolean; address: string | null; attention: string | null };
}

/** `PUT /api/users/me/channels/push`: the browser's push subscription. */
export interface PushSubscriptionBody {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `POST /api/users/me/channels/telegram/pairing`: the bot link to open, and until when it works. */
export interface TelegramPairingResponse {
  link: string;
  expiresAt: string;
}

/** `PUT /api/users/me/channels/email`: the address alerts now go to. */
export interface EmailAddressResponse {
  address: string;
}
