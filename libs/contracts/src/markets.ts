import type { Country, MeetingSummary, RaceState, RaceSummary } from '@overlay/domain';

/** A race as race lists show it (docs/product.md §3 "Race (search/list)"), plus country and UTC start. */
export interface RaceView extends RaceSummary {
  country: Country;
  /** ISO-8601 UTC. */
  startTime: string;
}

/** One venue's meeting of `GET /api/races/search`: its races of one code without a long gap. */
export interface MeetingView extends MeetingSummary {
  country: Country;
  /** Venue-local date of the first race, `YYYY-MM-DD`. */
  date: string;
  races: RaceView[];
}

/** A runner of `GET /api/races/:extRaceId/runners`, with the bookmakers' prices. */
export interface RunnerView {
  extId: string;
  number: number;
  name: string;
  scratched: 0 | 1;
  /** `ev`: the quote's base EV % from the engine; null for a scratched runner or a race without a fair price. */
  bookmakerOdds: { bookmaker: string; price: number; ev: number | null }[];
}

/** A race of `GET /api/admin/races-without-result`: past its start, not abandoned, no result stored. */
export interface RaceWithoutResultView {
  extRaceId: string;
  venue: string;
  number: number;
  /** ISO-8601 UTC. */
  startTime: string;
  state: RaceState;
  pendingBets: number;
  /** Older than the days a result is asked for: no longer asked, its bets wait for a person. */
  givenUp: boolean;
}

/** `GET /api/admin/races-without-result` (admin). */
export interface RacesWithoutResultResponse {
  races: RaceWithoutResultView[];
}

/** `GET /api/races`: the races, a bare array (docs/product.md §7). */
export type RacesResponse = RaceView[];

/** `GET /api/races/search`: the races grouped by meeting. */
export interface RaceSearchResponse {
  meetings: MeetingView[];
}

/** `GET /api/runners/:extRaceId`: the race and its runners with each book's price and EV. */
export interface RunnersResponse {
  race: RaceView;
  runners: RunnerView[];
}
