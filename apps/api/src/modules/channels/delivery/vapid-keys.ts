import { Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { AlertChannelsRepository } from '@overlay/domain';
import type { StoredKeyPair } from '@overlay/domain';
import { generateVAPIDKeys } from 'web-push';

const VAPID = 'vapid';

/**
 * The server's VAPID key pair (RFC 8292): made at the first start and stored in PostgreSQL, so
 * every instance and every restart signs with the same key and subscriptions keep working. The
 * private key is read here only; replies carry the public key alone.
 */
@Injectable()
export class VapidKeys implements OnApplicationBootstrap {
  private pair: Promise<StoredKeyPair> | null = null;

  constructor(private readonly channels: AlertChannelsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.keys();
  }

  keys(): Promise<StoredKeyPair> {
    this.pair ??= this.channels.keyPair(VAPID, generateVAPIDKeys);
    // A failed read (database away) is tried again at the next call.
    this.pair.catch(() => {
      this.pair = null;
    });
    return this.pair;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }
}
