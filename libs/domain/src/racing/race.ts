import type { RaceCode, RaceState } from './race-code';

/** A race as listed by race search and the live tracker (docs/product.md §3 "Race (search/list)"). */
export interface RaceSummary {
  extRaceId: string;
  track: string;
  number: number;
  code: RaceCode;
  name: string;
  state: RaceState;
  /**
   * The start time as shown to the user (the api formats it in the venue's time zone); null when
   * the venue's zone is unknown (docs/architecture.md §3, "Venue time"): the viewer's clock then.
   */
  startTimeLocal: string | null;
  /** Active (not scratched) runners. */
  runnersCount: number;
}

/** A meeting: one track's races on one day, as grouped by race search. */
export interface MeetingSummary {
  track: string;
  code: RaceCode;
  races: RaceSummary[];
}

/** One bookmaker's win price for a runner with its base EV % (docs/product.md §3 Runner.bookmakerOdds). */
export interface RunnerBookmakerOdds {
  bookmaker: string;
  price: number;
  ev: number;
}

/** A runner as returned by `/api/runners/{extRaceId}`; `scratched` is 0 when running, 1 when scratched. */
export interface RunnerSummary {
  extId: string;
  number: number;
  name: string;
  scratched: 0 | 1;
  bookmakerOdds: RunnerBookmakerOdds[];
}

/** A race matched by promo text parsing (docs/product.md §3 "Parsed match"). */
export interface ParsedMatch {
  extRaceId: string;
  track: string;
  number: number;
  code: RaceCode;
  runnersCount: number;
}

/** Places paid by field size when the bookmaker gives no place terms (docs/product.md §9): 3 with ≥ 8 active runners, 2 with 5–7, else 0. */
export function fallbackPlacesPaid(activeRunners: number): 0 | 2 | 3 {
  if (activeRunners >= 8) return 3;
  if (activeRunners >= 5) return 2;
  return 0;
}
