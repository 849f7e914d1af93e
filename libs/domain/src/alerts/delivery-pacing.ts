import type { AlertChannelKind } from './alert-delivery';

/**
 * How fast one destination (a Telegram chat, an email address, a user's browsers, a webhook)
 * may be sent to, from its provider's published limits (docs/product.md §10, "Pacing"):
 * `burst` messages at once, then one every `intervalMs`. A channel that `folds` sends what piled
 * up meanwhile as one digest message; a webhook (a machine) gets every alert on its own.
 * `perSecondOverall` caps the channel across every destination (Telegram's bulk limit).
 */
export interface ChannelPace {
  readonly intervalMs: number;
  readonly burst: number;
  readonly folds: boolean;
  readonly perSecondOverall: number | null;
}

export const CHANNEL_PACE: Readonly<Record<AlertChannelKind, ChannelPace>> = {
  // Telegram's bot FAQ: about one message a second to one chat, about 30 a second in all.
  telegram: { intervalMs: 1000, burst: 1, folds: true, perSecondOverall: 30 },
  // Gmail takes at most 60 mails a minute into one mailbox; a punter wants far fewer.
  email: { intervalMs: 5000, burst: 1, folds: true, perSecondOverall: null },
  // FCM delivers at most 240 messages a minute to one device; one a second keeps a phone usable.
  push: { intervalMs: 1000, burst: 1, folds: true, perSecondOverall: null },
  // Our own receivers' endpoints: ten a second each, never folded (each alert its own delivery id).
  webhook: { intervalMs: 100, burst: 10, folds: false, perSecondOverall: null },
};

/** Alerts named one by one in a digest; the rest are counted ("…and 12 more"). */
export const DIGEST_LINES = 10;
