import type { NotificationSettings } from '@overlay/contracts';
import { api } from '../../../lib/api';

const notificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** docs/product.md §3 settings, as the api sends them (every field, libs/contracts). */
      notificationSettings: build.query<NotificationSettings, void>({
        query: () => 'api/users/me/notifications',
        providesTags: ['NotificationSettings'],
      }),
      /** docs/product.md §7: PATCH with enabled, threshold and sound, then reload them. */
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
