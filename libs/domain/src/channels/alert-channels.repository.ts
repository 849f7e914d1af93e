import type { ChannelSetup, PushSubscriptionKeys } from './alert-channels';

/** A stored key pair (the VAPID keys of web push): the private half never leaves the server. */
export interface StoredKeyPair {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Port of each user's own alert channels: push subscriptions, the paired Telegram chat, the email address. */
export abstract class AlertChannelsRepository {
  abstract setup(userId: string): Promise<ChannelSetup>;

  abstract pushSubscriptions(userId: string): Promise<PushSubscriptionKeys[]>;
  /** Stores (or takes over) the subscription; false, storing nothing, when the user already holds `limit` others. */
  abstract addPushSubscription(
    userId: string,
    subscription: PushSubscriptionKeys,
    limit: number,
  ): Promise<boolean>;
  abstract removePushSubscriptions(userId: string): Promise<void>;
  /** The push service says the subscription is gone (404/410): forget it for whoever holds it. */
  abstract forgetPushEndpoint(endpoint: string): Promise<void>;

  /** Replaces the user's pairing code (only its hash is stored). */
  abstract savePairingCode(
    userId: string,
    codeHash: string,
    expiresAt: Date,
  ): Promise<void>;
  /** Uses up a live code and pairs the chat with its user; null for an unknown, used or expired code. */
  abstract pairTelegramChat(
    codeHash: string,
    chatId: string,
    now: Date,
  ): Promise<string | null>;
  abstract telegramChat(userId: string): Promise<string | null>;
  abstract unpairTelegram(userId: string): Promise<void>;

  abstract emailAddress(userId: string): Promise<string | null>;
  abstract setEmailAddress(
    userId: string,
    address: string | null,
  ): Promise<void>;

  /** The key pair stored under `name`, made by `generate` and stored on first use (the first writer wins). */
  abstract keyPair(
    name: string,
    generate: () => StoredKeyPair,
  ): Promise<StoredKeyPair>;
}
