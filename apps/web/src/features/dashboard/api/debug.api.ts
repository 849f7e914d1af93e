import type { FairPriceMethod } from '@overlay/domain';
import type { DebugCalcResult } from '@overlay/contracts';
import { api } from '../../../lib/api';

export interface DebugCalcArgs {
  extRaceId: string;
  runnerNumber: number;
  /** The dashboard's `fair_method`, so the dialog values the row as the row was valued. */
  fairMethod?: FairPriceMethod | null;
}

const debugApi = api
  .enhanceEndpoints({ addTagTypes: ['DebugCalc'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/debug/promo-calc/{extRaceId}/{runnerNumber}, loaded when the dialog opens (docs/product.md §7). */
      debugCalc: build.query<DebugCalcResult, DebugCalcArgs>({
        query: ({ extRaceId, runnerNumber, fairMethod }) =>
          `api/debug/promo-calc/${encodeURIComponent(extRaceId)}/${runnerNumber}${fairMethod ? `?fair_method=${fairMethod}` : ''}`,
        providesTags: ['DebugCalc'],
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useDebugCalcQuery } = debugApi;
