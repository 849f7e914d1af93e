import type { AdminBookmakerRow, SetSourceActiveRequest } from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

interface SetSourceActiveArgs extends SetSourceActiveRequest {
  name: string;
}

const priceSourcesApi = api
  .enhanceEndpoints({ addTagTypes: ['PriceSources'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every source of the catalogue, switched off ones too (GET /api/admin/bookmakers). */
      priceSources: build.query<AdminBookmakerRow[], void>({
        query: () => 'api/admin/bookmakers',
        providesTags: ['PriceSources'],
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'sources_changed')
              lifecycle.dispatch(priceSourcesApi.util.invalidateTags(['PriceSources']));
          });
        },
      }),
      setSourceActive: build.mutation<AdminBookmakerRow, SetSourceActiveArgs>({
        query: ({ name, isActive }) => ({
          url: `api/admin/bookmakers/${encodeURIComponent(name)}`,
          method: 'PATCH',
          body: { isActive },
        }),
        // The switch moves at once; a failure puts it back.
        async onQueryStarted({ name, isActive }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            priceSourcesApi.util.updateQueryData('priceSources', undefined, (rows) => {
              const row = rows.find((candidate) => candidate.name === name);
              if (row) row.isActive = isActive;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
      }),
    }),
  });

export const { usePriceSourcesQuery, useSetSourceActiveMutation } = priceSourcesApi;
