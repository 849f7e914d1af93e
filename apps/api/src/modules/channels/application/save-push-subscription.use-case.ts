import { Inject, Injectable } from '@nestjs/common';
import {
  AlertChannelError,
  AlertChannelsRepository,
  CHANNEL_LIMITS,
  TransactionRunner,
} from '@overlay/domain';
import type { PushSubscriptionKeys } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { checkPublicHost, RefusedAddressError } from '../../../common/http/outbound/safe-address';
import { ChannelFixed } from './channel-fixed';
import { isP256PublicKey } from './push-key';

/**
 * Stores this browser's push subscription. The endpoint is where the server will POST, so only
 * https:// addresses are taken (no requests to the server's own network on a user's word);
 * PUSH_ALLOW_HTTP_ENDPOINTS lets tests use a local push service fake. An endpoint another user holds
 * stays theirs (409) until they turn push off or the push service says it is gone.
 */
@Injectable()
export class SavePushSubscriptionUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fixed: ChannelFixed,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(
    userId: string,
    subscription: PushSubscriptionKeys,
  ): Promise<void> {
    const protocol = URL.canParse(subscription.endpoint)
      ? new URL(subscription.endpoint).protocol
      : null;
    const allowed =
      protocol === 'https:' ||
      (protocol === 'http:' && this.config.channels.pushAllowHttpEndpoints);
    if (!allowed) throw new AlertChannelError('PUSH_ENDPOINT_INVALID');
    // A P-256 point and a 16-byte secret: anything else could never be encrypted for.
    if (
      !isP256PublicKey(Buffer.from(subscription.p256dh, 'base64url')) ||
      Buffer.from(subscription.auth, 'base64url').length !== 16
    ) {
      throw new AlertChannelError('PUSH_KEYS_INVALID');
    }
    if (!this.config.channels.pushAllowHttpEndpoints) await this.refuseInnerNetworks(subscription.endpoint);
    // The subscription and the release of what was held for push, in one transaction.
    await this.transactions.run(async (tx) => {
      const stored = await this.channels.addPushSubscription(userId, subscription, CHANNEL_LIMITS.pushSubscriptions, tx);
      if (stored === 'limit') throw new AlertChannelError('PUSH_SUBSCRIPTION_LIMIT');
      if (stored === 'taken') throw new AlertChannelError('PUSH_ENDPOINT_TAKEN');
      await this.fixed.released(userId, 'push', tx);
    });
  }

  /**
   * The server POSTs to the endpoint: not into its own network (a user's word, as a webhook's
   * address). A name that does not resolve now is taken; each delivery checks again at connect.
   */
  private async refuseInnerNetworks(endpoint: string): Promise<void> {
    try {
      await checkPublicHost(new URL(endpoint));
    } catch (error) {
      if (error instanceof RefusedAddressError) throw new AlertChannelError('PUSH_ENDPOINT_REFUSED');
    }
  }
}
