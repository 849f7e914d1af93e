import type {
  ChannelsResponse,
  TelegramPairingResponse,
} from '@overlay/contracts';
import type { ChannelSetupView } from '../application/get-channel-setup.use-case';
import type { TelegramPairing } from '../application/start-telegram-pairing.use-case';

export function toChannelsResponse(view: ChannelSetupView): ChannelsResponse {
  return {
    push: {
      publicKey: view.vapidPublicKey,
      subscriptions: view.setup.pushSubscriptions,
      attention: view.attention.push ?? null,
    },
    telegram: {
      available: view.telegramAvailable,
      paired: view.setup.telegramPaired,
      attention: view.attention.telegram ?? null,
    },
    email: {
      available: view.emailAvailable,
      address: view.setup.email,
      attention: view.attention.email ?? null,
    },
  };
}

export function toPairingResponse(
  pairing: TelegramPairing,
): TelegramPairingResponse {
  return { link: pairing.link, expiresAt: pairing.expiresAt.toISOString() };
}

