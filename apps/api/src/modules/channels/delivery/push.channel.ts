import { Inject, Injectable } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertLines,
  alertTitle,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertMessage,
  DeliveryOutcome,
  PushSubscriptionKeys,
  StoredKeyPair,
} from '@overlay/domain';
import { generateRequestDetails } from 'web-push';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';
import { VapidKeys } from './vapid-keys';

/** An alert outlives its use quickly: a push service drops it after this long undelivered. */
const TTL_SECONDS = 15 * 60;

/** What the service worker receives (apps/web/public/sw.js shows it and opens `url` on a click). */
function pushPayload(message: AlertMessage): string {
  return JSON.stringify({
    title: alertTitle(message),
    body: alertLines(message).join('\n'),
    url: message.url,
    tag: `${message.raceId}:${message.runnerNumber}`,
    alertId: message.alertId,
    reason: message.reason,
  });
}

/** Web push to each browser the user subscribed (docs/product.md, "Alert channels"). */
@Injectable()
export class PushChannel implements AlertChannel {
  readonly kind = 'push' as const;

  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly vapid: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(message: AlertMessage): Promise<DeliveryOutcome> {
    const subscriptions = await this.channels.pushSubscriptions(message.userId);
    if (subscriptions.length === 0) return NOT_CONFIGURED;
    const keys = await this.vapid.keys();
    const payload = pushPayload(message);
    const outcomes = await Promise.all(
      subscriptions.map((s) => this.send(s, payload, keys)),
    );
    // Delivered when any of the user's browsers took it; else the first failure tells why.
    const failure = outcomes.find((o) => !o.delivered);
    if (!failure || outcomes.some((o) => o.delivered)) return DELIVERED;
    const retryable = outcomes.some((o) => !o.delivered && o.retryable);
    return retryable ? { ...failure, retryable } : failure;
  }

  private async send(
    s: PushSubscriptionKeys,
    payload: string,
    keys: StoredKeyPair,
  ): Promise<DeliveryOutcome> {
    // web-push signs (VAPID) and encrypts (aes128gcm); the POST is ours, so a test's local
    // push service can be plain http (web-push itself speaks https only).
    let details: ReturnType<typeof generateRequestDetails>;
    try {
      details = generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          vapidDetails: { subject: this.config.channels.vapidSubject, ...keys },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      return failed('push subscription unusable', false);
    }
    let status: number;
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      return failed('push service unreachable', true);
    }
    if (status >= 200 && status < 300) return DELIVERED;
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it will never work again.
      await this.channels.forgetPushEndpoint(s.endpoint);
      return failed('push subscription expired', false);
    }
    return failed(
      `push service answered ${status}`,
      status === 429 || status >= 500,
    );
  }
}
