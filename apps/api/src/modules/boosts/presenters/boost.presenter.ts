import type { ActiveBoostRow, BoostRow } from '@overlay/contracts';
import type { Boost } from '@overlay/domain';
import type { ActiveBoostView } from '../application/list-active-boosts.use-case';

/** A stored boost as docs/product.md §3 sends it: isActive as 1 or 0. */
export function toBoostRow(boost: Boost): BoostRow {
  return {
    id: boost.id,
    bookmaker: boost.bookmaker,
    boostType: boost.boostType,
    raceExtId: boost.raceExtId,
    runnerExtId: boost.runnerExtId,
    boostedOdds: boost.boostedOdds,
    isActive: boost.isActive ? 1 : 0,
    notes: boost.notes,
    kPlaces: boost.kPlaces,
    legs: boost.legs ?? [],
  };
}

/** An active boost with its read-only fields of docs/product.md §3 (and its legs, for Any-Of and parlays). */
export function toActiveBoostRow(view: ActiveBoostView): ActiveBoostRow {
  return {
    ...toBoostRow({ ...view, legs: [] }),
    ...view,
    isActive: view.isActive ? 1 : 0,
    legs: view.legs ?? [],
  };
}
