import type { RaceCode } from '@overlay/domain';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

/** The windows GET /api/movers accepts, in minutes (issue #16 contract). */
export const MOVER_WINDOWS = [5, 15, 60] as const;
export type MoverWindow = (typeof MOVER_WINDOWS)[number];

/** A runner whose fair price moved in the window; movePct = (to / from − 1) × 100 (firming < 0). */
export interface Mover {
  extRaceId: string;
  venue: string;
  raceNumber: number;
  raceCode: RaceCode;
  startTime: string;
  runnerNumber: number;
  runnerName: string;
  fairFrom: number;
  fairTo: number;
  fairMovePct: number;
  bestPriceFrom: number | null;
  bestPriceTo: number | null;
  bestBookmaker: string | null;
  bestMovePct: number | null;
  /** Fair prices over the window, oldest first (≤ 20 points). */
  sparkline: number[];
}

export interface MoversReply {
  window: MoverWindow;
  generatedAt: string;
  firming: Mover[];
  drifting: Mover[];
}

export const moversApi = api
  .enhanceEndpoints({ addTagTypes: ['Movers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      movers: build.query<MoversReply, MoverWindow>({
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
