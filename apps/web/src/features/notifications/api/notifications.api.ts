import {
  NOTIFICATION_DEFAULTS,
  mergeNotificationSettings,
} from '@overlay/domain';
import type { NotificationSettings } from '@overlay/contracts';
import { api } from '../../../lib/api';

/** Spec §3 settings from the reply; a missing or wrong-typed field keeps its domain default. */
function readSettings(response: unknown): NotificationSettings {
  const body = (
    typeof response === 'object' && response !== null ? response : {}
  ) as Partial<Record<keyof NotificationSettings, unknown>>;
  return mergeNotificationSettings(NOTIFICATION_DEFAULTS, body);
}

const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      notificationSettings: build.query<NotificationSettings, void>({
        query: () => 'api/users/me/notifications',
        transformResponse: readSettings,
        providesTags: ['NotificationSettings'],
      }),
      /** Spec §7: PATCH with enabled, threshold and sound, then reload them. */
      saveNotificationSettings: build.mutation<unknown, NotificationSettings>({
        query: (body) => ({
          url: 'api/users/me/notifications',
          method: 'PATCH',
          body,
        }),
        // Show the new values at once, so a slider does not jump back while the reload runs.
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            notificationsApi.util.updateQueryData(
              'notificationSettings',
              undefined,
              () => body,
            ),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: ['NotificationSettings'],
      }),
    }),
  });

export const {
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
