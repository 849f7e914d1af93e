import type { AlertHistoryResponse, HistoryEntry, TestAlertReply } from '@overlay/contracts';
import type { AlertChannelKind } from '@overlay/domain';
import { api } from '../../lib/api';
import { listenWhileCached } from '../../lib/sse';

/**
 * "Send test" of any channel (POST /api/users/me/alerts/test): answered at once, sent in the
 * background; its outcome is read from the alert history, read again whenever the server says
 * one of the user's deliveries moved (`alert_deliveries_changed` on the event stream). Shared by
 * the channel cards and the webhooks, so it lives here with its endpoints, not in either feature.
 */
const alertTestApi = api
  .enhanceEndpoints({ addTagTypes: ['AlertTestOutcome'] })
  .injectEndpoints({
    endpoints: (build) => ({
      sendTestAlert: build.mutation<TestAlertReply, AlertChannelKind>({
        query: (channel) => ({ url: 'api/users/me/alerts/test', method: 'POST', body: { channel } }),
        invalidatesTags: ['AlertTestOutcome'],
      }),
      testAlertOutcome: build.query<HistoryEntry[], string>({
        query: () => 'api/users/me/alerts/history',
        transformResponse: ({ history }: AlertHistoryResponse, _meta, alertId) =>
          history.filter((entry) => entry.alertId === alertId),
        providesTags: ['AlertTestOutcome'],
        async onCacheEntryAdded(_alertId, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'alert_deliveries_changed') lifecycle.dispatch(alertTestApi.util.invalidateTags(['AlertTestOutcome']));
          });
        },
      }),
    }),
  });

export const { useSendTestAlertMutation, useTestAlertOutcomeQuery } = alertTestApi;
