import type { BoostLeg, BoostType, BoostView } from '@overlay/domain';

/** A stored boost as docs/product.md §3 sends it: isActive as 1 or 0. */
export interface BoostRow {
  id: string;
  bookmaker: string;
  boostType: BoostType;
  raceExtId: string;
  runnerExtId: string;
  boostedOdds: number;
  isActive: 0 | 1;
  notes: string | null;
  kPlaces: number | null;
  legs: readonly BoostLeg[];
}

/** `POST /api/boosts`: the boost as stored. */
export interface BoostResponse {
  boost: BoostRow;
}

/** `POST /api/bet-boosts`: the boosts as stored. */
export interface CreatedBoostsResponse {
  created: BoostRow[];
}

/** `POST /api/bet-boosts/bookmakers`: the custom bookmaker added (or found). */
export interface AddedBookmakerResponse {
  bookmaker: { name: string; isActive: boolean };
}

/** A multi-runner boost's leg as `GET /api/boosts/active` shows it: its race and runner, and its fair win chance. */
export interface BoostLegView {
  raceExtId: string;
  track: string;
  raceNumber: number;
  runnerNumber: number;
  runnerName: string;
  pWin: number;
}

/** An active boost of `GET /api/boosts/active` (docs/product.md §3; isActive is 1/0 on the wire). */
export type ActiveBoostRow = Omit<BoostView, 'isActive' | 'legs'> & {
  isActive: 0 | 1;
  legs: BoostLegView[];
};

/** `POST /api/boosts` as the boost form sends it. */
export interface CreateBoostBody {
  bookmaker: string;
  boostType: BoostType;
  raceExtId: string;
  runnerExtId: string;
  boostedOdds: number;
  isActive: boolean;
  notes?: string;
  kPlaces?: number;
  legs?: BoostLeg[];
}

/** `POST /api/bet-boosts`: several single-runner boosts of one bookmaker. */
export interface CreateBetBoostsBody {
  bookmaker: string;
  boosts: { raceExtId: string; runnerExtId: string; boostedOdds: number }[];
}

/** `GET /api/boosts/active`. */
export interface ActiveBoostsResponse {
  boosts: ActiveBoostRow[];
}
