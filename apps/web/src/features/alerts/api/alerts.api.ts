import type {
  ActiveBookmakersResponse,
  AlertHistoryResponse,
  AlertRuleInput,
  AlertRuleJson,
  AlertRuleResponse,
  AlertRulesResponse,
  CreateAlertRuleBody,
  HistoryEntry,
  SaveViewBody,
  SavedViewJson,
  SavedViewResponse,
  SavedViewsResponse,
  WebhookJson,
  WebhookResponse,
  WebhooksResponse,
} from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

/** Saved views, alert rules, webhooks and the history (docs/product.md §10), with their own tags. */
const alertsApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedViews', 'AlertRules', 'Webhooks', 'AlertHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      savedViews: build.query<SavedViewJson[], void>({
        query: () => 'api/users/me/views',
        transformResponse: ({ views }: SavedViewsResponse) => views,
        providesTags: ['SavedViews'],
      }),
      saveView: build.mutation<SavedViewJson, SaveViewBody>({
        query: (body) => ({ url: 'api/users/me/views', method: 'POST', body }),
        transformResponse: ({ view }: SavedViewResponse) => view,
        invalidatesTags: ['SavedViews'],
      }),
      updateView: build.mutation<SavedViewJson, { id: string } & Partial<SaveViewBody>>({
        query: ({ id, ...body }) => ({ url: `api/users/me/views/${id}`, method: 'PATCH', body }),
        transformResponse: ({ view }: SavedViewResponse) => view,
        invalidatesTags: ['SavedViews'],
      }),
      deleteView: build.mutation<void, string>({
        query: (id) => ({ url: `api/users/me/views/${id}`, method: 'DELETE' }),
        invalidatesTags: ['SavedViews', 'AlertRules'],
      }),
      alertRules: build.query<AlertRuleJson[], void>({
        query: () => 'api/users/me/alert-rules',
        transformResponse: ({ rules }: AlertRulesResponse) => rules,
        providesTags: ['AlertRules'],
      }),
      createAlertRule: build.mutation<AlertRuleJson, CreateAlertRuleBody>({
        query: (body) => ({ url: 'api/users/me/alert-rules', method: 'POST', body }),
        transformResponse: ({ rule }: AlertRuleResponse) => rule,
        // A rule on the dashboard's filters may have saved a view for them.
        invalidatesTags: ['AlertRules', 'SavedViews'],
      }),
      updateAlertRule: build.mutation<AlertRuleJson, { id: string } & Partial<AlertRuleInput>>({
        query: ({ id, ...body }) => ({ url: `api/users/me/alert-rules/${id}`, method: 'PATCH', body }),
        transformResponse: ({ rule }: AlertRuleResponse) => rule,
        invalidatesTags: ['AlertRules'],
      }),
      deleteAlertRule: build.mutation<void, string>({
        query: (id) => ({ url: `api/users/me/alert-rules/${id}`, method: 'DELETE' }),
        invalidatesTags: ['AlertRules'],
      }),
      webhooks: build.query<WebhookJson[], void>({
        query: () => 'api/users/me/webhooks',
        transformResponse: ({ webhooks }: WebhooksResponse) => webhooks,
        providesTags: ['Webhooks'],
      }),
      createWebhook: build.mutation<WebhookJson, { url: string; secret: string }>({
        query: (body) => ({ url: 'api/users/me/webhooks', method: 'POST', body }),
        transformResponse: ({ webhook }: WebhookResponse) => webhook,
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
        transformResponse: ({ history }: AlertHistoryResponse) => history,
        providesTags: ['AlertHistory'],
        // Each try of a delivery (any instance's worker) shows at once; a webhook may have been turned off.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'alert_deliveries_changed') lifecycle.dispatch(alertsApi.util.invalidateTags(['AlertHistory', 'Webhooks']));
          });
        },
      }),
      /** The books a rule may name (the bookmakers the api knows). */
      alertBookmakers: build.query<string[], void>({
        query: () => 'api/bookmakers/active',
        transformResponse: ({ bookmakers }: ActiveBookmakersResponse) => bookmakers,
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
  useAlertBookmakersQuery,
} = alertsApi;
