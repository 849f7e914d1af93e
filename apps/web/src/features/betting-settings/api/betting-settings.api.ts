import {
  BETTING_SETTINGS_DEFAULTS,
  bettingSettingsPatchProblems,
} from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { api } from '../../../lib/api';

/** The settings of the reply; a missing or out-of-bound field keeps its default. */
export function readBettingSettings(response: unknown): BettingSettings {
  const body = (
    typeof response === 'object' && response !== null ? response : {}
  ) as Partial<Record<keyof BettingSettings, unknown>>;
  const settings = { ...BETTING_SETTINGS_DEFAULTS };
  for (const key of Object.keys(settings) as (keyof BettingSettings)[]) {
    if (
      body[key] !== undefined &&
      bettingSettingsPatchProblems({ [key]: body[key] }).length === 0
    ) {
      (settings as Record<string, unknown>)[key] = body[key];
    }
  }
  return settings;
}

const bettingSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['BettingSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      bettingSettings: build.query<BettingSettings, void>({
        query: () => 'api/users/me/betting',
        transformResponse: readBettingSettings,
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
        transformResponse: readBettingSettings,
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
