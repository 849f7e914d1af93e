/** `GET /api/users/me/channels`. Secrets (bot token, SMTP password, VAPID private key) never appear. */
export interface ChannelsResponse {
  push: { publicKey: string; subscriptions: number };
  telegram: { available: boolean; paired: boolean };
  email: { available: boolean; address: string | null };
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
