import type { SnapshotRace } from '@overlay/domain';
import { testRace } from './market-snapshots';

/**
 * A 5-runner race whose numbers can be checked by hand. The exchange prices every runner with
 * mids 0.40, 0.25, 0.15, 0.12, 0.08 (sum 1: fair $2.50, $4, $6.67, $8.33, $12.50, by BF Mid).
 * Sportsbet's top-2 market devigs by MPTO to exactly HAND_TOP2 (each 1/O is q + 0.04, a 0.2
 * margin over 5 runners); those q sum to 2 and lie in (p_win, 1), so the fit keeps them. Sportsbet
 * wins at 1/p except runner 1 at $2.60; TAB at 0.95/p.
 */
const HAND_P_WIN = [0.4, 0.25, 0.15, 0.12, 0.08];
const HAND_TOP2 = [0.75, 0.5, 0.33, 0.25, 0.17];

export function handRace(
  extRaceId: string,
  minutesFromNow: number,
  now: number,
  number = 4,
): SnapshotRace {
  const race = testRace(
    { extRaceId, venue: 'Randwick', number, minutesFromNow, runners: 5 },
    now,
  );
  race.runners.forEach((runner, i) => {
    const p = HAND_P_WIN[i];
    runner.exchange = {
      winBack: 1 / (p + 0.005),
      winLay: 1 / (p - 0.005),
      placeBack: null,
      placeLay: null,
      placeK: null,
      matchedVolume: 5000,
    };
    runner.prices = [
      {
        bookmaker: 'Sportsbet',
        win: i === 0 ? 2.6 : 1 / p,
        place: 1 / (HAND_TOP2[i] + 0.04),
        placeK: 2,
        boostedFrom: null,
      },
      {
        bookmaker: 'TAB',
        win: 0.95 / p,
        place: null,
        placeK: null,
        boostedFrom: null,
      },
    ];
  });
  return race;
}
