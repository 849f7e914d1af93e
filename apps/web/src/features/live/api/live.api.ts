import type {
  LiveMarketState,
  LiveRow,
  RaceSummary,
} from '@overlay/domain';
import { api } from '../../../lib/api';

/** A race of GET /api/races: the list fields plus its UTC start. */
export interface TrackerRace extends RaceSummary {
  /** ISO-8601 UTC. */
  startTime: string;
}

/** GET /api/debug/race/{extRaceId}: race and runners for the first paint (spec §7). */
export interface DebugRace {
  race: {
    extRaceId: string;
    track: string;
    number: number;
    name: string;
    code: RaceSummary['code'];
    startTime: string;
    /** The start on the venue's clock with its offset (`…T19:31:00+08:00`). */
    startTimeLocal?: string;
    marketState: LiveMarketState;
    activeRunners: number;
  };
  runners: {
    runnerId: string;
    runnerNo: number;
    runnerName: string;
    scratched: boolean;
  }[];
  rows: LiveRow[];
  lastUpdated: string | null;
  message: string | null;
}

export interface PricePoint {
  /** ISO-8601 UTC. */
  t: string;
  price: number;
}

/** GET /api/live/race/{extRaceId}/history: win price changes per runner and bookmaker, and the fair price. */
export interface LiveHistory {
  extRaceId: string;
  runners: {
    runnerId: string;
    runnerNo: number;
    runnerName: string;
    books: { book: string; points: PricePoint[] }[];
    fair: PricePoint[];
  }[];
}

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
      trackerRaces: build.query<TrackerRace[], void>({
        query: () => 'api/races',
        transformResponse: (body: unknown) =>
          Array.isArray(body) ? (body as TrackerRace[]) : [],
        providesTags: ['LiveRaces'],
      }),
      liveRace: build.query<DebugRace, string>({
        query: (extRaceId) => `api/debug/race/${encodeURIComponent(extRaceId)}`,
        providesTags: ['LiveRace'],
        keepUnusedDataFor: 0,
      }),
      liveHistory: build.query<LiveHistory, LiveHistoryArgs>({
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
