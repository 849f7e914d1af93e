import { AlertChannelsRepository } from '@overlay/domain';
import type {
  ChannelSetup,
  PushSubscriptionKeys,
  StoredKeyPair,
} from '@overlay/domain';

/** Alert channels in Maps, for the channel use cases' unit specs. */
export class InMemoryAlertChannels extends AlertChannelsRepository {
  readonly push = new Map<string, PushSubscriptionKeys & { userId: string }>();
  readonly codes = new Map<string, { userId: string; expiresAt: Date }>();
  readonly chats = new Map<string, string>();
  readonly emails = new Map<string, string>();
  readonly pairs = new Map<string, StoredKeyPair>();

  async setup(userId: string): Promise<ChannelSetup> {
    return {
      pushSubscriptions: (await this.pushSubscriptions(userId)).length,
      telegramPaired: this.chats.has(userId),
      email: this.emails.get(userId) ?? null,
    };
  }

  async pushSubscriptions(userId: string): Promise<PushSubscriptionKeys[]> {
    return [...this.push.values()]
      .filter((s) => s.userId === userId)
      .map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }));
  }

  async pushSubscriptionsOf(userIds: readonly string[]): Promise<Map<string, PushSubscriptionKeys[]>> {
    const byUser = new Map<string, PushSubscriptionKeys[]>();
    for (const id of userIds) {
      const found = await this.pushSubscriptions(id);
      if (found.length > 0) byUser.set(id, found);
    }
    return byUser;
  }

  async telegramChats(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(userIds.flatMap((id) => (this.chats.has(id) ? [[id, this.chats.get(id) as string] as const] : [])));
  }

  async emailAddresses(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(userIds.flatMap((id) => (this.emails.has(id) ? [[id, this.emails.get(id) as string] as const] : [])));
  }

  async addPushSubscription(
    userId: string,
    s: PushSubscriptionKeys,
    limit: number,
  ): Promise<'stored' | 'limit' | 'taken'> {
    const others = (await this.pushSubscriptions(userId)).filter(
      (o) => o.endpoint !== s.endpoint,
    ).length;
    if (others >= limit) return 'limit';
    const holder = this.push.get(s.endpoint)?.userId;
    if (holder !== undefined && holder !== userId) return 'taken';
    this.push.set(s.endpoint, { ...s, userId });
    return 'stored';
  }

  async removePushSubscriptions(userId: string): Promise<void> {
    for (const [endpoint, s] of this.push)
      if (s.userId === userId) this.push.delete(endpoint);
  }

  async releasePushEndpoint(userId: string, endpoint: string): Promise<void> {
    if (this.push.get(endpoint)?.userId === userId) this.push.delete(endpoint);
  }

  async forgetPushEndpoint(endpoint: string): Promise<void> {
    this.push.delete(endpoint);
  }

  async savePairingCode(
    userId: string,
    codeHash: string,
    expiresAt: Date,
  ): Promise<void> {
    for (const [hash, code] of this.codes)
      if (code.userId === userId) this.codes.delete(hash);
    this.codes.set(codeHash, { userId, expiresAt });
  }

  async pairTelegramChat(
    codeHash: string,
    chatId: string,
    now: Date,
  ): Promise<string | null> {
    const code = this.codes.get(codeHash);
    this.codes.delete(codeHash);
    if (!code || code.expiresAt <= now) return null;
    this.chats.set(code.userId, chatId);
    return code.userId;
  }

  async telegramChat(userId: string): Promise<string | null> {
    return this.chats.get(userId) ?? null;
  }

  async unpairTelegram(userId: string): Promise<void> {
    this.chats.delete(userId);
  }

  async emailAddress(userId: string): Promise<string | null> {
    return this.emails.get(userId) ?? null;
  }

  async setEmailAddress(userId: string, address: string | null): Promise<void> {
    if (address === null) this.emails.delete(userId);
    else this.emails.set(userId, address);
  }

  async keyPair(
    name: string,
    generate: () => StoredKeyPair,
  ): Promise<StoredKeyPair> {
    if (!this.pairs.has(name)) this.pairs.set(name, generate());
    return this.pairs.get(name) as StoredKeyPair;
  }
}
