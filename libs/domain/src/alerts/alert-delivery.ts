import type { RetentionOrigin } from '../hedge/measured-retention';

// One alert, as every channel delivers it (docs/product.md, "Alerts").
export type AlertChannelKind = 'push' | 'telegram' | 'email' | 'webhook';
export const ALERT_CHANNEL_KINDS: readonly AlertChannelKind[] = ['push', 'telegram', 'email', 'webhook'];

/**
 * Why an alert was sent. `price_change` is no longer sent (a price move alone never alerts,
 * docs/product.md §10); alerts of the history may still carry it.
 */
export type AlertReason = 'new' | 'ev_step' | 'requalified' | 'price_change' | 'scratching' | 'test';

export interface AlertMessage {
  readonly alertId: string;
  readonly userId: string;
  readonly reason: AlertReason;
  readonly raceId: string;
  readonly venue: string;
  readonly raceNumber: number;
  /** ISO-8601 UTC. */
  readonly startTime: string;
  /** The start on the venue's clock with its offset (`…T19:31:00+08:00`); null when unknown. */
  readonly startTimeLocal: string | null;
  readonly runnerName: string;
  readonly runnerNumber: number;
  readonly bookmaker: string;
  readonly price: number;
  readonly fairPrice: number;
  readonly ev: number;
  readonly promo: string | null;
  /**
   * Which retention the EV counted the promo's bonus bet or token at (docs/ev-model.md §10); null
   * (or absent, in alerts stored before it) when the promo counts none.
   */
  readonly retentionOrigin?: RetentionOrigin | null;
  readonly stake: number | null;
  readonly url: string;
}

/**
 * What a channel sends at once to one destination (docs/product.md §10, "Delivery"): one alert,
 * or a burst of alerts folded into one digest message, oldest first.
 */
export interface AlertDelivery {
  /** The stored delivery's id (the first alert's, for a digest): the same on every try. */
  readonly deliveryId: string;
  readonly userId: string;
  readonly alerts: readonly AlertMessage[];
  /** The webhook endpoint of a webhook delivery; null for the user's own channels. */
  readonly targetId: string | null;
  /** When it is sent (epoch ms): messages tell the time to the jump from it. */
  readonly nowMs: number;
}

export type DeliveryOutcome =
  | { readonly delivered: true }
  | {
      readonly delivered: false;
      readonly reason: string;
      /** Trying again later may succeed (an outage, a rate limit). */
      readonly retryable: boolean;
      /** The destination asked to wait exactly this long (a 429's `retry_after` / `Retry-After`). */
      readonly retryAfterMs?: number;
      /**
       * The destination refuses this channel for good (a blocked bot, a gone push subscription, a
       * mailbox that does not exist): the channel needs the user's attention; no more tries until fixed.
       */
      readonly refused?: boolean;
    };

export interface AlertChannel {
  readonly kind: AlertChannelKind;
  /** Whether the server offers the channel at all (a bot token, an SMTP server). */
  readonly available: boolean;
  deliver(delivery: AlertDelivery): Promise<DeliveryOutcome>;
  /**
   * Reads where these users' deliveries go, in one query, before a claimed batch's sends (each
   * `deliver` then uses it rather than reading its own destination).
   */
  readAhead?(userIds: readonly string[], nowMs: number): Promise<void>;
  /** What became of a try, for a channel that keeps its own count (a webhook's failures in a row). */
  afterTry?(delivery: AlertDelivery, result: 'delivered' | 'retried' | 'failed' | 'held', reason: string | null): Promise<void>;
}

export const ALERT_CHANNELS = 'ALERT_CHANNELS';

/** A channel's reason when the user has not set it up: nothing was sent, and no history row is kept. */
export const CHANNEL_NOT_CONFIGURED = 'not configured';
