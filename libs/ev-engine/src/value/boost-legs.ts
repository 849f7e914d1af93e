import type { Boost } from '@overlay/domain';
import { isMultiLegBoostType } from '@overlay/domain';

// Kept apart from multi-leg-boosts.ts: the context and attachBoosts read these, and that module
// values races (an import cycle otherwise).

/** True for an ANY_OF_WIN or PARLAY_ALL_WIN boost that carries its legs (valued here, not by attachBoosts). */
export function hasLegs(boost: Boost): boolean {
  return (
    boost.legs !== undefined &&
    boost.legs.length > 0 &&
    isMultiLegBoostType(boost.boostType)
  );
}

/** Distinct races of a boost's legs, in entry order. */
export function legRaceIds(boost: Boost): string[] {
  const ids: string[] = [];
  for (const leg of boost.legs ?? [])
    if (!ids.includes(leg.raceExtId)) ids.push(leg.raceExtId);
  return ids;
}
