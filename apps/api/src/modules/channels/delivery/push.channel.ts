import { Inject, Injectable } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertHistoryUrl,
  alertLines,
  alertTitle,
  digestLine,
  digestTitle,
  ReadAhead,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertDelivery,
  DeliveryOutcome,
  PushSubscriptionKeys,
  StoredKeyPair,
} from '@overlay/domain';
import { parseRetryAfter } from '@overlay/infrastructure';
import { generateRequestDetails } from 'web-push';
import { RefusedAddressError } from '../../../common/http/outbound/safe-address';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';
import { postPush } from './push-post';
import type { PushAnswer } from './push-post';
import { VapidHeaders } from './vapid-headers';
import { VapidKeys } from './vapid-keys';

/** An alert outlives its use quickly: a push service drops it after this long undelivered. */
const TTL_SECONDS = 15 * 60;

/** Digest lines a notification shows; the rest are counted (a notification is small). */
const PUSH_DIGEST_LINES = 3;

/**
 * What the service worker receives (apps/web/public/sw.js shows it and opens `url` on a click):
 * one alert, or a digest's count, its first lines and a link to the alert history.
 */
function pushPayload({ alerts, nowMs, deliveryId }: AlertDelivery): string {
  const [first] = alerts;
  if (alerts.length > 1) {
    const more = alerts.length - PUSH_DIGEST_LINES;
    const lines = alerts.slice(0, PUSH_DIGEST_LINES).map((m) => digestLine(m, nowMs));
    return JSON.stringify({
      title: digestTitle(alerts.length),
      body: [...lines, ...(more > 0 ? [`…and ${more} more`] : [])].join('\n'),
      url: alertHistoryUrl(first),
      tag: `digest:${deliveryId}`,
      alertId: first.alertId,
      reason: first.reason,
    });
  }
  return JSON.stringify({
    title: alertTitle(first),
    body: alertLines(first, nowMs).join('\n'),
    url: first.url,
    tag: `${first.raceId}:${first.runnerNumber}`,
    alertId: first.alertId,
    reason: first.reason,
  });
}

/** Web push to each browser the user subscribed (docs/product.md, "Alert channels"). */
@Injectable()
export class PushChannel implements AlertChannel {
  readonly kind = 'push' as const;
  private readonly vapidHeaders = new VapidHeaders();
  private readonly subscriptions: ReadAhead<PushSubscriptionKeys[]>;

  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly vapid: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.subscriptions = new ReadAhead((ids) => channels.pushSubscriptionsOf(ids), (id) => channels.pushSubscriptions(id), []);
  }

  readAhead(userIds: readonly string[], nowMs: number): Promise<void> {
    return this.subscriptions.read(userIds, nowMs);
  }

  readonly available = true;

  async deliver(delivery: AlertDelivery): Promise<DeliveryOutcome> {
    const subscriptions = await this.subscriptions.get(delivery.userId, delivery.nowMs);
    if (subscriptions.length === 0) return NOT_CONFIGURED;
    const keys = await this.vapid.keys();
    const payload = pushPayload(delivery);
    const outcomes = await Promise.all(
      subscriptions.map((s) => this.send(s, payload, keys, delivery.nowMs)),
    );
    // Delivered when any of the user's browsers took it; else a failure that may pass, else why not.
    if (outcomes.some((o) => o.delivered)) return DELIVERED;
    const failures = outcomes.filter((o): o is Extract<DeliveryOutcome, { delivered: false }> => !o.delivered);
    const retryable = failures.find((o) => o.retryable);
    if (retryable) return retryable;
    // Every browser's subscription is gone: push needs the user to turn it on again.
    if (failures.every((o) => o.refused === true))
      return { ...failed('push subscription expired: turn push alerts on again in your browser', false), refused: true };
    return failures[0] ?? failed('push service unreachable', true);
  }

  private async send(
    s: PushSubscriptionKeys,
    payload: string,
    keys: StoredKeyPair,
    nowMs: number,
  ): Promise<DeliveryOutcome> {
    // web-push encrypts (aes128gcm); the POST is ours (push-post.ts), so a test's local
    // push service can be plain http (web-push itself speaks https only).
    let details: ReturnType<typeof generateRequestDetails>;
    try {
      details = generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          // The signed VAPID header of the endpoint's push service, made once an hour.
          headers: { Authorization: this.vapidHeaders.authorization(s.endpoint, this.config.channels.vapidSubject, keys, nowMs) },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      return failed('push subscription unusable', false);
    }
    let answer: PushAnswer;
    try {
      answer = await postPush(details.endpoint, details.headers, details.body, 10_000, this.config.channels.pushAllowHttpEndpoints);
    } catch (error) {
      if (error instanceof RefusedAddressError) return failed('push endpoint refused: it points to a private, loopback or reserved network', false);
      return failed('push service unreachable', true);
    }
    const { status, retryAfter } = answer;
    if (status >= 200 && status < 300) return DELIVERED;
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it will never work again.
      await this.channels.forgetPushEndpoint(s.endpoint);
      return { ...failed('push subscription expired', false), refused: true };
    }
    // A push service's Retry-After (seconds, or an HTTP date): the delivery worker keeps it exactly.
    const wait = status === 429 ? parseRetryAfter(retryAfter, nowMs) : null;
    const outcome = failed(
      `push service answered ${status}`,
      status === 429 || status >= 500,
    );
    return wait === null ? outcome : { ...outcome, retryAfterMs: wait };
  }
}
