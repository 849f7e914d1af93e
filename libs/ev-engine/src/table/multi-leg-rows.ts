import type { Boost } from '@overlay/domain';
import type { LegRaces } from '../value/multi-leg-boosts';
import {
  multiLegRunnerName,
  valueMultiLegBoost,
} from '../value/multi-leg-boosts';
import type { RaceValuation } from '../value/race-valuation';

/** An Any-Of Win or parlay boost row of the race that lists it (the leg race starting first). */
export interface MultiLegRow {
  boost: Boost;
  /** The listing race's leg runner (active-runner index); the row sits with that runner's rows. */
  r: number;
  /** The boost's bookmaker in the race's books. */
  b: number;
  probability: number;
  fairPrice: number;
  ev: number;
  /** The legs' names joined, for the runner cell. */
  runnerName: string;
}

export const NO_MULTI_LEG_ROWS: readonly MultiLegRow[] = [];

/**
 * The other races a valued race's rows depend on: every leg race of the multi-leg boosts it
 * sees, whether or not it lists them (a leg scratched or closed there removes a row here, and
 * its return brings the row back).
 */
export function otherLegRaceIds(val: RaceValuation): readonly string[] {
  const own = val.race.extRaceId;
  const ids: string[] = [];
  for (const boost of val.multiBoosts)
    for (const leg of boost.legs ?? [])
      if (leg.raceExtId !== own && !ids.includes(leg.raceExtId))
        ids.push(leg.raceExtId);
  return ids;
}

/**
 * The multi-leg boost rows a valued race lists. Each boost is seen by every race of its legs;
 * only the listing race gives its row, and only its first leg's race reports why it gives none
 * (so a void boost is reported once).
 */
export function multiLegRows(
  val: RaceValuation,
  races: LegRaces | null,
): readonly MultiLegRow[] {
  const id = val.race.extRaceId;
  let rows: MultiLegRow[] | null = null;
  for (const boost of val.multiBoosts) {
    const v = valueMultiLegBoost(boost, val, races);
    if (!v.ok) {
      if (boost.legs?.[0]?.raceExtId === id)
        val.skipped.push({
          extRaceId: id,
          runnerNumber: null,
          bookmaker: boost.bookmaker,
          code: v.code,
          message: `boost ${boost.id}: ${v.message}`,
        });
      continue;
    }
    if (v.listingRaceId !== id) continue;
    const leg = v.legs.find((l) => l.race.extRaceId === id);
    const r = leg === undefined ? -1 : val.runners.indexOf(leg.runner);
    const key = boost.bookmaker.trim().toLowerCase();
    const b = val.books.findIndex((x) => x.name.toLowerCase() === key);
    if (r < 0 || b < 0) continue;
    (rows ??= []).push({
      boost,
      r,
      b,
      probability: v.probability,
      fairPrice: v.fairPrice,
      ev: v.ev,
      runnerName: multiLegRunnerName(v.legs, id),
    });
  }
  return rows ?? NO_MULTI_LEG_ROWS;
}
