import type { LiveRow } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import {
  bestByRunner,
  buildLiveRows,
  diffLiveOdds,
  liveRaceInfo,
  sortLiveRows,
} from './live-rows';
import { handRace, promo } from '../testing/test-fixtures';

const live = (
  runnerId: string,
  book: string,
  winPrice: number,
  totalEV: number,
  bonusPct = 0,
): LiveRow => ({
  runnerId,
  runnerNo: Number(runnerId.slice(-1)),
  runnerName: runnerId,
  book,
  winPrice,
  baseEV: totalEV,
  promoEV: 0,
  totalEV,
  bonusPct,
  p_win: 0.1,
  kelly: 0,
});

describe('live rows', () => {
  it('should value every feed quote like the opportunity rows, with the retention override', () => {
    const context = createEngineContext({
      promos: [promo({ promoType: 'BonusBack_2nd', valueMultiplier: 0.75 })],
      retentionOverride: 0.4,
    });
    const rows = buildLiveRows(handRace(), context);
    expect(rows).toHaveLength(7);
    // Runner 1 Sportsbet: ev 10; promo (0.84 − 0.5) × 0.4 × 100 = 13.6 with the override.
    expect(rows[0]).toEqual({
      runnerId: 'flem-r1-1',
      runnerNo: 1,
      runnerName: 'Runner 1',
      book: 'Sportsbet',
      winPrice: 2.2,
      baseEV: expect.closeTo(10, 9),
      promoEV: expect.closeTo(13.6, 9),
      totalEV: expect.closeTo(23.6, 9),
      bonusPct: expect.closeTo(60, 9),
      p_win: 0.5,
      // Kelly on win 0.5 at +1.2, placed-not-won 0.34 at −1 + 0.4, lose 0.16 at −1: the slope
      // 0.6/(1 + 1.2f) − 0.204/(1 − 0.6f) − 0.16/(1 − f) = 0 is 0.72f² − 1.0968f + 0.236 = 0,
      // f = (1.0968 − √0.52329024) / 1.44 = 0.259313869.
      kelly: expect.closeTo(0.259313869, 9),
    });
  });

  it('should value a closed race for the static view', () => {
    expect(
      buildLiveRows(handRace({ state: 'closed' }), createEngineContext()),
    ).toHaveLength(7);
  });

  it('should give the race header', () => {
    expect(liveRaceInfo(handRace())).toEqual({
      extRaceId: 'flem-r1',
      track: 'Flemington',
      raceNumber: 1,
      raceName: 'Maiden Plate',
      code: 'TB',
      startTime: '2026-11-21T12:05:00.000Z',
      startTimeLocal: '2026-11-21T23:05:00+11:00',
      activeRunners: 5,
    });
  });

  it('should pick the best row per runner by totalEV', () => {
    const best = bestByRunner([
      live('r1', 'TAB', 3, 2),
      live('r1', 'Neds', 3.2, 5),
      live('r2', 'TAB', 5, -1),
    ]);
    expect(best['r1'].book).toBe('Neds');
    expect(best['r2'].book).toBe('TAB');
  });

  it('should list changed odds only', () => {
    const before = [
      live('r1', 'TAB', 3, 0),
      live('r1', 'Neds', 3.2, 0),
      live('r2', 'TAB', 5, 0),
    ];
    const after = [
      live('r1', 'TAB', 3.1, 0),
      live('r1', 'Neds', 3.2, 0),
      live('r3', 'TAB', 7, 0),
    ];
    expect(diffLiveOdds(before, after)).toEqual([
      { runnerId: 'r1', book: 'TAB', old: 3, new: 3.1 },
    ]);
  });

  it('should sort by totalEV or bonus %, descending', () => {
    const rows = [live('r1', 'TAB', 3, 2, 70), live('r2', 'TAB', 3, 5, 60)];
    expect(sortLiveRows(rows, 'totalEV').map((r) => r.runnerId)).toEqual([
      'r2',
      'r1',
    ]);
    expect(sortLiveRows(rows, 'bonusPct').map((r) => r.runnerId)).toEqual([
      'r1',
      'r2',
    ]);
  });
});
