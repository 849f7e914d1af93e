import type { AlertChannelKind, AlertMessage } from '../alerts/alert-delivery';
import { toZonedIso } from '../racing/venue-local-time';

/** The channels a user sets up themselves (the webhook is the alerts module's). */
export type PersonalChannelKind = Exclude<AlertChannelKind, 'webhook'>;
export const PERSONAL_CHANNEL_KINDS: readonly PersonalChannelKind[] = [
  'push',
  'telegram',
  'email',
];

export function isPersonalChannelKind(
  value: string,
): value is PersonalChannelKind {
  return (PERSONAL_CHANNEL_KINDS as readonly string[]).includes(value);
}

/** Per-user limits (docs/product.md, "Alert channels"). */
export const CHANNEL_LIMITS = {
  /** Browsers or devices one user may receive push alerts on. */
  pushSubscriptions: 5,
  /** How long a Telegram pairing link works. */
  pairingCodeMinutes: 15,
} as const;

/** A browser's push subscription: where to send and the keys that encrypt for it (RFC 8291). */
export interface PushSubscriptionKeys {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What a user has set up, as the Settings card shows it. */
export interface ChannelSetup {
  readonly pushSubscriptions: number;
  readonly telegramPaired: boolean;
  readonly email: string | null;
}

/**
 * The test alert of "Send test" (docs/product.md, "Alert channels"): reason 'test', the made-up
 * race "R1 Test Park" ten minutes from now on Sydney's clock, linking to the app itself.
 */
export function testAlertMessage(
  userId: string,
  alertId: string,
  url: string,
  at: Date,
): AlertMessage {
  const startTime = new Date(at.getTime() + 10 * 60_000).toISOString();
  return {
    alertId,
    userId,
    reason: 'test',
    raceId: 'test-race',
    venue: 'Test Park',
    raceNumber: 1,
    startTime,
    startTimeLocal: toZonedIso(startTime, 'Australia/Sydney'),
    runnerName: 'Test Runner',
    runnerNumber: 1,
    bookmaker: 'Overlay',
    price: 3.5,
    fairPrice: 3,
    ev: 3.5 / 3 - 1,
    promo: null,
    stake: 10,
    url,
  };
}
