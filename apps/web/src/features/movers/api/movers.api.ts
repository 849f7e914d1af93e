import type { MoversWindow } from '@overlay/domain';
import type { MoversResponse } from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

const moversApi = api
  .enhanceEndpoints({ addTagTypes: ['Movers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      movers: build.query<MoversResponse, MoversWindow>({
        query: (window) => ({ url: 'api/movers', params: { window } }),
        providesTags: ['Movers'],
        // New prices move the movers: reload with every data_refresh while the panel is open.
        keepUnusedDataFor: 0,
        async onCacheEntryAdded(_window, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'data_refresh')
              lifecycle.dispatch(moversApi.util.invalidateTags(['Movers']));
          });
        },
      }),
    }),
  });

export const { useMoversQuery } = moversApi;
