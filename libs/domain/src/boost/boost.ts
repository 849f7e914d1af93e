import type { RaceCode } from '../racing/race-code';
import type { FairPriceSource, PlaceSource } from '../opportunity/opportunity';

/** Boost types (docs/product.md §3); FIXED_PLACE_K2 is the Top-2 boost. */
export const BOOST_TYPES = [
  'FIXED_WIN',
  'FIXED_PLACE_K2',
  'ANY_OF_WIN',
  'PARLAY_ALL_WIN',
] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

export function isBoostType(value: unknown): value is BoostType {
  return (
    typeof value === 'string' &&
    (BOOST_TYPES as readonly string[]).includes(value)
  );
}

/** One runner of a multi-runner boost: Any-Of Win legs share a race, parlay legs each have their own. */
export interface BoostLeg {
  raceExtId: string;
  runnerExtId: string;
}

/** Legs of a multi-runner boost: 2 to 4 (docs/architecture.md §4.6). */
export const BOOST_LEGS = { min: 2, max: 4 } as const;

/** True for the boost types whose price covers several runners (their legs). */
export function isMultiLegBoostType(type: BoostType): boolean {
  return type === 'ANY_OF_WIN' || type === 'PARLAY_ALL_WIN';
}

/** A fixed-price boost entered by staff (docs/product.md §3 Boost; isActive is 1/0 on the wire). */
export interface Boost {
  id: string;
  bookmaker: string;
  boostType: BoostType;
  raceExtId: string;
  runnerExtId: string;
  boostedOdds: number;
  isActive: boolean;
  notes: string | null;
  kPlaces: number | null;
  createdBy: string | null;
  /** The runners of an ANY_OF_WIN or PARLAY_ALL_WIN boost, in entry order; absent for single-runner boosts. */
  legs?: readonly BoostLeg[];
}

/** A boost with its read-only computed fields (docs/product.md §3); raceId is the race's extRaceId. */
export interface BoostView extends Boost {
  raceId: string;
  raceCode: RaceCode;
  track: string;
  raceNumber: number;
  runnerNumber: number;
  runnerName: string;
  /** ISO-8601 UTC. */
  startTime: string;
  baseEV: number;
  promoEV: number;
  totalEV: number;
  fairPrice: number;
  fairMethod: FairPriceSource;
  placeFairPrice: number | null;
  placeSource: PlaceSource | null;
  placeDataWarning: string | null;
}

/** Runner-cell badge of a boost type (docs/product.md §2): 'Top-2', 'Any-Of', 'Parlay', otherwise 'Win'. */
export function boostTypeBadge(
  type: BoostType | null | undefined,
): 'Top-2' | 'Any-Of' | 'Parlay' | 'Win' {
  if (type === 'FIXED_PLACE_K2') return 'Top-2';
  if (type === 'ANY_OF_WIN') return 'Any-Of';
  if (type === 'PARLAY_ALL_WIN') return 'Parlay';
  return 'Win';
}

/** Boost form constants (docs/product.md §5): bet-boost odds min 1.01 step 0.01, new boosts default to 3; Top-2 odds must exceed 1. */
export const BOOST_FORM = {
  betBoostOdds: { min: 1.01, max: Number.POSITIVE_INFINITY, step: 0.01 },
  defaultBoostedOdds: 3,
  defaultIsActive: true,
  top2K: 2,
} as const;
