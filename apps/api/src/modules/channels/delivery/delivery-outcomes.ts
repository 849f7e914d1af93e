import { CHANNEL_NOT_CONFIGURED } from '@overlay/domain';
import type { DeliveryOutcome } from '@overlay/domain';

export const DELIVERED: DeliveryOutcome = { delivered: true };

/** The user has not set this channel up (or the server has not): nothing was sent. */
export const NOT_CONFIGURED: DeliveryOutcome = {
  delivered: false,
  reason: CHANNEL_NOT_CONFIGURED,
  retryable: false,
};

/**
 * A failed send. `reason` is always a sentence of ours, never the library's error text: those can
 * carry addresses with secrets in them (the bot token is part of every Bot API address).
 */
export function failed(reason: string, retryable: boolean): Extract<DeliveryOutcome, { delivered: false }> {
  return { delivered: false, reason, retryable };
}
