import type { BoostLeg, BoostType, BoostView } from '@overlay/domain';

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
