import type {
  ChannelsResponse,
  PushSubscriptionBody,
} from '@overlay/contracts';
import type { PersonalChannelKind } from '@overlay/domain';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

const channelsApi = api
  .enhanceEndpoints({ addTagTypes: ['Channels'] })
  .injectEndpoints({
    endpoints: (build) => ({
      channels: build.query<ChannelsResponse, void>({
        query: () => 'api/users/me/channels',
        providesTags: ['Channels'],
        // A delivery tried: a channel may have refused (or been fixed), which its card shows.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'alert_deliveries_changed') lifecycle.dispatch(channelsApi.util.invalidateTags(['Channels']));
          });
        },
      }),
      savePushSubscription: build.mutation<void, PushSubscriptionBody>({
        query: (body) => ({
          url: 'api/users/me/channels/push',
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Channels'],
      }),
      startTelegramPairing: build.mutation<
        { link: string; expiresAt: string },
        void
      >({
        query: () => ({
          url: 'api/users/me/channels/telegram/pairing',
          method: 'POST',
        }),
      }),
      setEmailAddress: build.mutation<{ address: string }, string>({
        query: (address) => ({
          url: 'api/users/me/channels/email',
          method: 'PUT',
          body: { address },
        }),
        invalidatesTags: ['Channels'],
      }),
      removeChannel: build.mutation<void, PersonalChannelKind>({
        query: (kind) => ({
          url: `api/users/me/channels/${kind}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Channels'],
      }),
    }),
  });

export const {
  useChannelsQuery,
  useSavePushSubscriptionMutation,
  useStartTelegramPairingMutation,
  useSetEmailAddressMutation,
  useRemoveChannelMutation,
} = channelsApi;
