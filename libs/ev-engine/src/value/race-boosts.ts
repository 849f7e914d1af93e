import type { Boost, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import type { SkipCode, SkippedItem } from '../core/skipped-item';
import { isValidOdds } from '../core/engine.errors';
import { hasLegs } from './boost-legs';

/** The parts of a race valuation (value/race-valuation.ts) that its boosts are attached to. */
export interface BoostSlots {
  race: SnapshotRace;
  n: number;
  runners: readonly SnapshotRunner[];
  books: readonly { name: string }[];
  winBoosts: (Boost | null)[] | null;
  placeBoosts: { boost: Boost; r: number; b: number }[];
  multiBoosts: Boost[];
  skipped: SkippedItem[];
}

/**
 * Attaches a race's active boosts to its valuation: FIXED_WIN replaces the (book, runner) price
 * (the highest boost wins), FIXED_PLACE_K2 adds a Top-2 row. ANY_OF_WIN and PARLAY_ALL_WIN with
 * legs span runners or races: they are set aside in multiBoosts for the table build, which values
 * them with their other races (valueMultiLegBoost).
 */
export function attachBoosts(val: BoostSlots, boosts: readonly Boost[]): void {
  const { n, race } = val;
  for (const boost of boosts) {
    if (hasLegs(boost)) {
      val.multiBoosts.push(boost);
      continue;
    }
    const r = val.runners.findIndex((x) => x.extId === boost.runnerExtId);
    const skip = (code: SkipCode, message: string): void => {
      val.skipped.push({
        extRaceId: race.extRaceId,
        runnerNumber: r >= 0 ? val.runners[r].number : null,
        bookmaker: boost.bookmaker,
        code,
        message: `boost ${boost.id}: ${message}`,
      });
    };
    if (r < 0) {
      skip(
        'BOOST_RUNNER_NOT_FOUND',
        `runner ${boost.runnerExtId} is not an active runner of the race`,
      );
      continue;
    }
    if (!isValidOdds(boost.boostedOdds)) {
      skip(
        'BOOST_INVALID_ODDS',
        `boosted odds ${String(boost.boostedOdds)} must be above 1`,
      );
      continue;
    }
    const key = boost.bookmaker.trim().toLowerCase();
    const b = val.books.findIndex((x) => x.name.toLowerCase() === key);
    if (boost.boostType === 'FIXED_PLACE_K2')
      val.placeBoosts.push({ boost, r, b });
    else if (boost.boostType === 'FIXED_WIN') {
      if (val.winBoosts === null)
        val.winBoosts = new Array<Boost | null>(val.books.length * n).fill(
          null,
        );
      const at = b * n + r;
      const current = val.winBoosts[at];
      if (current == null) {
        val.winBoosts[at] = boost;
        continue;
      }
      const keep = current.boostedOdds >= boost.boostedOdds ? current : boost;
      const drop = keep === current ? boost : current;
      val.winBoosts[at] = keep;
      val.skipped.push({
        extRaceId: race.extRaceId,
        runnerNumber: val.runners[r].number,
        bookmaker: boost.bookmaker,
        code: 'BOOST_DUPLICATE',
        message: `boost ${drop.id}: a higher FIXED_WIN boost ${keep.id} applies`,
      });
    }
  }
}
