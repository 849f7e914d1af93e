import { CHANNEL_NOT_CONFIGURED } from '@overlay/domain';
import { toTestAlertReply } from './test-alert.presenter';

describe('toTestAlertReply', () => {
  it('should name the stored alert and its deliveries, or say the channel is not set up', () => {
    expect(JSON.stringify(toTestAlertReply({ queued: true, alertId: 'a-1', deliveryIds: ['d-1', 'd-2'] }))).toBe(
      '{"queued":true,"alertId":"a-1","deliveryIds":["d-1","d-2"]}',
    );
    expect(toTestAlertReply({ queued: false })).toEqual({ queued: false, reason: CHANNEL_NOT_CONFIGURED });
  });
});
