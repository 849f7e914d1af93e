import type { AlertRuleJson, SaveViewBody, SavedViewJson, WebhookJson } from '@overlay/contracts';
import type { AlertChannelKind } from '@overlay/domain';
import type { AlertRuleInput, DeliveryOutcome, HistoryEntry } from '@overlay/contracts';
import { api } from '../../../lib/api';

/** Saved views, alert rules, webhooks and the history (docs/product.md §10), with their own tags. */
const alertsApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedViews', 'AlertRules', 'Webhooks', 'AlertHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      savedViews: build.query<SavedViewJson[], void>({
        query: () => 'api/users/me/views',
        transformResponse: (body: { views: SavedViewJson[] }) => body.views,
        providesTags: ['SavedViews'],
      }),
      saveView: build.mutation<SavedViewJson, SaveViewBody>({
        query: (body) => ({ url: 'api/users/me/views', method: 'POST', body }),
        transformResponse: (body: { view: SavedViewJson }) => body.view,
        invalidatesTags: ['SavedViews'],
      }),
      updateView: build.mutation<SavedViewJson, { id: string } & Partial<SaveViewBody>>({
        query: ({ id, ...body }) => ({ url: `api/users/me/views/${id}`, method: 'PATCH', body }),
        transformResponse: (body: { view: SavedViewJson }) => body.view,
        invalidatesTags: ['SavedViews'],
      }),
      deleteView: build.mutation<void, string>({
        query: (id) => ({ url: `api/users/me/views/${id}`, method: 'DELETE' }),
        invalidatesTags: ['SavedViews', 'AlertRules'],
      }),
      alertRules: build.query<AlertRuleJson[], void>({
        query: () => 'api/users/me/alert-rules',
        transformResponse: (body: { rules: AlertRuleJson[] }) => body.rules,
        providesTags: ['AlertRules'],
      }),
      createAlertRule: build.mutation<AlertRuleJson, Partial<AlertRuleInput> & Pick<AlertRuleInput, 'viewId' | 'minTotalEv'>>({
        query: (body) => ({ url: 'api/users/me/alert-rules', method: 'POST', body }),
        transformResponse: (body: { rule: AlertRuleJson }) => body.rule,
        invalidatesTags: ['AlertRules'],
      }),
      updateAlertRule: build.mutation<AlertRuleJson, { id: string } & Partial<AlertRuleInput>>({
        query: ({ id, ...body }) => ({ url: `api/users/me/alert-rules/${id}`, method: 'PATCH', body }),
        transformResponse: (body: { rule: AlertRuleJson }) => body.rule,
        invalidatesTags: ['AlertRules'],
      }),
      deleteAlertRule: build.mutation<void, string>({
        query: (id) => ({ url: `api/users/me/alert-rules/${id}`, method: 'DELETE' }),
        invalidatesTags: ['AlertRules'],
      }),
      webhooks: build.query<WebhookJson[], void>({
        query: () => 'api/users/me/webhooks',
        transformResponse: (body: { webhooks: WebhookJson[] }) => body.webhooks,
        providesTags: ['Webhooks'],
      }),
      createWebhook: build.mutation<WebhookJson, { url: string; secret: string }>({
        query: (body) => ({ url: 'api/users/me/webhooks', method: 'POST', body }),
        transformResponse: (body: { webhook: WebhookJson }) => body.webhook,
        invalidatesTags: ['Webhooks'],
      }),
      updateWebhook: build.mutation<WebhookJson, { id: string; enabled: boolean }>({
        query: ({ id, ...body }) => ({ url: `api/users/me/webhooks/${id}`, method: 'PATCH', body }),
        invalidatesTags: ['Webhooks'],
      }),
      deleteWebhook: build.mutation<void, string>({
        query: (id) => ({ url: `api/users/me/webhooks/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Webhooks'],
      }),
      alertHistory: build.query<HistoryEntry[], void>({
        query: () => 'api/users/me/alerts/history',
        transformResponse: (body: { history: HistoryEntry[] }) => body.history,
        providesTags: ['AlertHistory'],
      }),
      testAlertChannel: build.mutation<DeliveryOutcome, AlertChannelKind>({
        query: (channel) => ({ url: 'api/users/me/alerts/test', method: 'POST', body: { channel } }),
        invalidatesTags: ['AlertHistory', 'Webhooks'],
      }),
    }),
  });

export const {
  useSavedViewsQuery,
  useSaveViewMutation,
  useUpdateViewMutation,
  useDeleteViewMutation,
  useAlertRulesQuery,
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  useWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useAlertHistoryQuery,
  useTestAlertChannelMutation,
} = alertsApi;
