import type { TestAlertReply } from '@overlay/contracts';
import { CHANNEL_NOT_CONFIGURED } from '@overlay/domain';
import type { TestAlertOutcome } from '../application/test-channel.use-case';

/** "Send test"'s reply: the stored test alert (sent 202), or why none was (200). */
export function toTestAlertReply(outcome: TestAlertOutcome): TestAlertReply {
  if (!outcome.queued) return { queued: false, reason: CHANNEL_NOT_CONFIGURED };
  return { queued: true, alertId: outcome.alertId, deliveryIds: outcome.deliveryIds };
}
