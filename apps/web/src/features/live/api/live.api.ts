import type { DebugRaceResponse, LiveHistoryResponse, RaceView } from '@overlay/contracts';
import { api } from '../../../lib/api';

export interface LiveHistoryArgs {
  extRaceId: string;
  runners: number[];
  books: string[];
}

export const liveApi = api
  .enhanceEndpoints({ addTagTypes: ['LiveRaces', 'LiveRace', 'LiveHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/races: the next 24 hours of races of every code. */
      trackerRaces: build.query<RaceView[], void>({
        query: () => 'api/races',
        transformResponse: (body: unknown) =>
          Array.isArray(body) ? (body as RaceView[]) : [],
        providesTags: ['LiveRaces'],
      }),
      liveRace: build.query<DebugRaceResponse, string>({
        query: (extRaceId) => `api/debug/race/${encodeURIComponent(extRaceId)}`,
        providesTags: ['LiveRace'],
        keepUnusedDataFor: 0,
      }),
      liveHistory: build.query<LiveHistoryResponse, LiveHistoryArgs>({
        query: ({ extRaceId, runners, books }) => {
          const params = new URLSearchParams({ runners: runners.join(',') });
          if (books.length > 0) params.set('books', books.join(','));
          return `api/live/race/${encodeURIComponent(extRaceId)}/history?${params}`;
        },
        providesTags: ['LiveHistory'],
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useTrackerRacesQuery, useLiveRaceQuery, useLiveHistoryQuery } =
  liveApi;

/** The stream's address with the page's controls (books, retention as a fraction, interval). */
export function liveStreamUrl(
  extRaceId: string,
  options: { books: string[]; retentionPct: number; intervalMs: number },
): string {
  const params = new URLSearchParams();
  if (options.books.length > 0) params.set('books', options.books.join(','));
  params.set('retention', (options.retentionPct / 100).toFixed(2));
  params.set('interval', String(options.intervalMs));
  return `/api/live/race/${encodeURIComponent(extRaceId)}?${params}`;
}
