import type { FairPriceMethod } from '@overlay/domain';
import type {
  DebugCalcResult,
  MeasuredRetentionResponse,
} from '@overlay/contracts';
import { api } from '../../../lib/api';

export interface DebugCalcArgs {
  extRaceId: string;
  runnerNumber: number;
  /** The dashboard's `fair_method`, so the dialog values the row as the row was valued. */
  fairMethod?: FairPriceMethod | null;
  /** The address's commission (percent), so the dialog hedges as the rows were hedged. */
  commission?: number | null;
  /** The row's bookmaker, whose hedge the dialog shows first (not sent). */
  bookmaker?: string;
  /** The row's suggested stake, the hedge's default stake (not sent). */
  stake?: number | null;
}

const debugApi = api
  .enhanceEndpoints({ addTagTypes: ['DebugCalc'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/debug/promo-calc/{extRaceId}/{runnerNumber}, loaded when the dialog opens (docs/product.md §7). */
      debugCalc: build.query<DebugCalcResult, DebugCalcArgs>({
        query: ({ extRaceId, runnerNumber, fairMethod, commission }: DebugCalcArgs) => {
          const params = new URLSearchParams();
          if (fairMethod) params.set('fair_method', fairMethod);
          if (commission != null) params.set('commission', String(commission));
          const search = params.toString();
          return `api/debug/promo-calc/${encodeURIComponent(extRaceId)}/${runnerNumber}${search ? `?${search}` : ''}`;
        },
        providesTags: ['DebugCalc'],
        keepUnusedDataFor: 0,
        // The hedge's bookmaker and stake are the dialog's, not the call's.
        serializeQueryArgs: ({ queryArgs }) =>
          `${queryArgs.extRaceId}|${queryArgs.runnerNumber}|${queryArgs.fairMethod ?? ''}|${queryArgs.commission ?? ''}`,
      }),
      /** GET /api/retention/measured: each book's retention measured from the market (docs/ev-model.md §10). */
      measuredRetention: build.query<MeasuredRetentionResponse, void>({
        query: () => 'api/retention/measured',
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useDebugCalcQuery, useMeasuredRetentionQuery } = debugApi;
