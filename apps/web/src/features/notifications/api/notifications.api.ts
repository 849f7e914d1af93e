import { api } from '../../../lib/api';

/** Spec §3 Notification settings. */
export interface NotificationSettings {
  enabled: boolean;
  threshold: number;
  sound: boolean;
}

/** Spec §3/§9 defaults: off, 10 % threshold, sound on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: false,
  threshold: 10,
  sound: true,
};
/** Spec §5: the threshold runs 0 to 50, step 1. */
export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 50;
export const THRESHOLD_STEP = 1;

function readSettings(response: unknown): NotificationSettings {
  const body = (
    typeof response === 'object' && response !== null ? response : {}
  ) as Partial<NotificationSettings>;
  return {
    enabled:
      typeof body.enabled === 'boolean'
        ? body.enabled
        : DEFAULT_NOTIFICATION_SETTINGS.enabled,
    threshold:
      typeof body.threshold === 'number'
        ? body.threshold
        : DEFAULT_NOTIFICATION_SETTINGS.threshold,
    sound:
      typeof body.sound === 'boolean'
        ? body.sound
        : DEFAULT_NOTIFICATION_SETTINGS.sound,
  };
}

export const notificationsApi = api.injectEndpoints({
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
