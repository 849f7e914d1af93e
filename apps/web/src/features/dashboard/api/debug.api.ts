import type { DebugCalcResult } from '@overlay/domain';
import { api } from '../../../lib/api';

export interface DebugCalcArgs {
  extRaceId: string;
  runnerNumber: number;
}

export const debugApi = api
  .enhanceEndpoints({ addTagTypes: ['DebugCalc'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/debug/promo-calc/{extRaceId}/{runnerNumber}, loaded when the dialog opens (docs/product.md §7). */
      debugCalc: build.query<DebugCalcResult, DebugCalcArgs>({
        query: ({ extRaceId, runnerNumber }) =>
          `api/debug/promo-calc/${encodeURIComponent(extRaceId)}/${runnerNumber}`,
        providesTags: ['DebugCalc'],
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useDebugCalcQuery } = debugApi;
