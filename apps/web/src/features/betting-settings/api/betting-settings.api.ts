import type { BettingSettings } from '@overlay/contracts';
import { api } from '../../../lib/api';

const bettingSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['BettingSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The stored settings, as the api sends them (every field, libs/contracts). */
      bettingSettings: build.query<BettingSettings, void>({
        query: () => 'api/users/me/betting',
        providesTags: ['BettingSettings'],
      }),
      /** PATCH any subset; the reply (the stored settings) replaces the cached ones. */
      saveBettingSettings: build.mutation<
        BettingSettings,
        Partial<BettingSettings>
      >({
        query: (body) => ({
          url: 'api/users/me/betting',
          method: 'PATCH',
          body,
        }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            void dispatch(
              bettingSettingsApi.util.upsertQueryData(
                'bettingSettings',
                undefined,
                data,
              ),
            );
          } catch {
            // The form shows the server's message; the cached settings stay as they were.
          }
        },
      }),
    }),
  });

export const { useBettingSettingsQuery, useSaveBettingSettingsMutation } =
  bettingSettingsApi;
