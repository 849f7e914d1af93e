import type { Transaction } from '../common/transaction.port';
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
  /** The push subscriptions of many users (a claimed batch's), by user; users without any are absent. */
  abstract pushSubscriptionsOf(userIds: readonly string[]): Promise<Map<string, PushSubscriptionKeys[]>>;
  /**
   * Stores the subscription, or renews the keys of the user's own: 'limit', storing nothing, when
   * the user already holds `limit` others; 'taken' when another user holds the endpoint (it stays
   * theirs until they turn push off or the push service says it is gone).
   */
  abstract addPushSubscription(
    userId: string,
    subscription: PushSubscriptionKeys,
    limit: number,
    tx?: Transaction,
  ): Promise<'stored' | 'limit' | 'taken'>;
  abstract removePushSubscriptions(userId: string, tx?: Transaction): Promise<void>;
  /** Releases one endpoint of the user's (signed out on that browser): anyone may register it then. */
  abstract releasePushEndpoint(userId: string, endpoint: string, tx?: Transaction): Promise<void>;
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
    tx?: Transaction,
  ): Promise<string | null>;
  abstract telegramChat(userId: string): Promise<string | null>;
  /** The paired chats of many users, by user; users without one are absent. */
  abstract telegramChats(userIds: readonly string[]): Promise<Map<string, string>>;
  abstract unpairTelegram(userId: string, tx?: Transaction): Promise<void>;

  abstract emailAddress(userId: string): Promise<string | null>;
  /** The email addresses of many users, by user; users without one are absent. */
  abstract emailAddresses(userIds: readonly string[]): Promise<Map<string, string>>;
  abstract setEmailAddress(
    userId: string,
    address: string | null,
    tx?: Transaction,
  ): Promise<void>;

  /** The key pair stored under `name`, made by `generate` and stored on first use (the first writer wins). */
  abstract keyPair(
    name: string,
    generate: () => StoredKeyPair,
  ): Promise<StoredKeyPair>;
}
