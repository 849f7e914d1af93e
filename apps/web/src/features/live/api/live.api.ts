import type {
  DebugRaceResponse,
  LiveHistoryQuery,
  LiveHistoryResponse,
  LiveStreamQuery,
  RacesResponse,
} from '@overlay/contracts';
import { api } from '../../../lib/api';

interface LiveHistoryArgs {
  extRaceId: string;
  runners: number[];
  books: string[];
}

const liveApi = api
  .enhanceEndpoints({ addTagTypes: ['LiveRaces', 'LiveRace', 'LiveHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/races: the next 24 hours of races of every code. */
      trackerRaces: build.query<RacesResponse, void>({
        query: () => 'api/races',
        providesTags: ['LiveRaces'],
      }),
      liveRace: build.query<DebugRaceResponse, string>({
        query: (extRaceId) => `api/debug/race/${encodeURIComponent(extRaceId)}`,
        providesTags: ['LiveRace'],
        keepUnusedDataFor: 0,
      }),
      liveHistory: build.query<LiveHistoryResponse, LiveHistoryArgs>({
        query: ({ extRaceId, runners, books }) => {
          const query: LiveHistoryQuery = { runners: runners.join(',') };
          if (books.length > 0) query.books = books.join(',');
          return `api/live/race/${encodeURIComponent(extRaceId)}/history?${queryString(query)}`;
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
  const query: LiveStreamQuery = {};
  if (options.books.length > 0) query.books = options.books.join(',');
  query.retention = (options.retentionPct / 100).toFixed(2);
  query.interval = String(options.intervalMs);
  return `/api/live/race/${encodeURIComponent(extRaceId)}?${queryString(query)}`;
}

/** A query's set fields as a URL query string, in the order they were set. */
function queryString<Q extends { [K in keyof Q]?: string }>(query: Q): URLSearchParams {
  const entries: [string, string | undefined][] = Object.entries(query);
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}
