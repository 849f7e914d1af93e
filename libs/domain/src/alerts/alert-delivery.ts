// One alert, as every channel delivers it (docs/product.md, "Alerts").
export type AlertChannelKind = 'push' | 'telegram' | 'email' | 'webhook';
export type AlertReason = 'new' | 'ev_step' | 'price_change' | 'scratching' | 'test';

export interface AlertMessage {
  readonly alertId: string;
  readonly userId: string;
  readonly reason: AlertReason;
  readonly raceId: string;
  readonly venue: string;
  readonly raceNumber: number;
  readonly startTime: string;
  readonly runnerName: string;
  readonly runnerNumber: number;
  readonly bookmaker: string;
  readonly price: number;
  readonly fairPrice: number;
  readonly ev: number;
  readonly promo: string | null;
  readonly stake: number | null;
  readonly url: string;
}

export type DeliveryOutcome =
  | { readonly delivered: true }
  | { readonly delivered: false; readonly reason: string; readonly retryable: boolean };

export interface AlertChannel {
  readonly kind: AlertChannelKind;
  deliver(message: AlertMessage): Promise<DeliveryOutcome>;
}

export const ALERT_CHANNELS = 'ALERT_CHANNELS';

/** A channel's reason when the user has not set it up: nothing was sent, and no history row is kept. */
export const CHANNEL_NOT_CONFIGURED = 'not configured';
