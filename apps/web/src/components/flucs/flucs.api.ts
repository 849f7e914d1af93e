import type { FlucsResponse } from '@overlay/contracts';
import { api } from '../../lib/api';

interface FlucsArgs {
  extRaceId: string;
  runnerNumber: number;
}

const flucsApi = api
  .enhanceEndpoints({ addTagTypes: ['Flucs'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/debug/flucs/{extRaceId}?runner=N: the runner's stored price history (docs/product.md, flucs). */
      flucs: build.query<FlucsResponse, FlucsArgs>({
        query: ({ extRaceId, runnerNumber }) => ({
          url: `api/debug/flucs/${encodeURIComponent(extRaceId)}`,
          params: { runner: runnerNumber },
        }),
        providesTags: ['Flucs'],
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useFlucsQuery } = flucsApi;
