import type {
  ChannelsResponse,
  TelegramPairingResponse,
} from '@overlay/contracts';
import type { DeliveryOutcome } from '@overlay/domain';
import type { ChannelSetupView } from '../application/get-channel-setup.use-case';
import type { TelegramPairing } from '../application/start-telegram-pairing.use-case';

export function toChannelsResponse(view: ChannelSetupView): ChannelsResponse {
  return {
    push: {
      publicKey: view.vapidPublicKey,
      subscriptions: view.setup.pushSubscriptions,
    },
    telegram: {
      available: view.telegramAvailable,
      paired: view.setup.telegramPaired,
    },
    email: { available: view.emailAvailable, address: view.setup.email },
  };
}

export function toPairingResponse(
  pairing: TelegramPairing,
): TelegramPairingResponse {
  return { link: pairing.link, expiresAt: pairing.expiresAt.toISOString() };
}

/** POST …/{kind}/test: `{delivered: true}` or `{delivered: false, reason, retryable}`. */
export function toOutcomeResponse(outcome: DeliveryOutcome): DeliveryOutcome {
  return outcome;
}
