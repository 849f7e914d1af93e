import fc from 'fast-check';
import type { SnapshotRace } from '@overlay/domain';
import { createEngineContext } from './engine-context';
import { measureRetention } from './measured-retention';
import { buildRaceOpportunities } from '../testing/build-opportunities';
import { exampleRaceWithLays } from '../testing/ev-model-example';
import { raceArbitrary } from '../testing/market-arbitrary';
import { boost, promo } from '../testing/test-fixtures';

// docs/ev-model.md §10 on the worked example with the exchange laying every runner (2.7, 4.1,
// 5.8, 8.6, 14.5, 23) at 7 % commission: a bonus bet converts at (b − 1) × 0.93 / (l − 0.07).
//   Sportsbet: best on Long Shot Larry, 21 laid at 23: 20 × 0.93 / 22.93 = 0.8112 → 0.81
//   TAB: best on Long Shot Larry, 23 laid at 23: 22 × 0.93 / 22.93 = 0.8923 → 0.89
//   Ladbrokes: Soft Rain 14 laid at 14.5: 13 × 0.93 / 14.43 = 0.8378 → 0.84 (Larry's 19 gives 0.7300)
const START = Date.parse('2026-11-21T03:40:00.000Z');
const at = (minutesBefore: number) => ({
  nowMs: START - minutesBefore * 60_000,
  commission: 0.07,
  stalePriceSeconds: 120,
});

describe('measureRetention (hand-checked)', () => {
  it('should give each book its best conversion and where it comes from', () => {
    const measured = measureRetention([exampleRaceWithLays()], at(30));
    expect([...measured.keys()].sort()).toEqual([
      'ladbrokes',
      'sportsbet',
      'tab',
    ]);
    expect(measured.get('sportsbet')).toEqual({
      bookmaker: 'Sportsbet',
      retention: 0.81,
      extRaceId: 'randwick-2026-11-21-r3',
      venue: 'Randwick',
      raceNumber: 3,
      startTime: '2026-11-21T03:40:00.000Z',
      runnerNumber: 6,
      runnerName: 'Long Shot Larry',
      back: 21,
      lay: 23,
      laySize: null,
    });
    expect(measured.get('tab')).toMatchObject({
      retention: 0.89,
      runnerNumber: 6,
      back: 23,
      lay: 23,
    });
    expect(measured.get('ladbrokes')).toMatchObject({
      retention: 0.84,
      runnerNumber: 5,
      back: 14,
      lay: 14.5,
    });
  });

  it('should count only races within 60 minutes of the jump that have not started', () => {
    expect(measureRetention([exampleRaceWithLays()], at(61)).size).toBe(0);
    expect(measureRetention([exampleRaceWithLays()], at(60)).size).toBe(3);
    expect(measureRetention([exampleRaceWithLays()], at(0)).size).toBe(0);
  });

  it('should leave out a boosted price, a staff win boost, a back above the lay and a stale quote', () => {
    const race = exampleRaceWithLays();
    // The feed boosts Larry at Sportsbet; TAB's 23 is staff-boosted; Ladbrokes' Soft Rain goes to 15 (above 14.5).
    race.runners[5].prices[0] = {
      ...race.runners[5].prices[0],
      win: 24,
      boostedFrom: 21,
    };
    race.runners[4].prices[2] = { ...race.runners[4].prices[2], win: 15 };
    const staff = boost({
      id: 'tab-larry',
      bookmaker: 'TAB',
      raceExtId: race.extRaceId,
      runnerExtId: 'rand-r3-6',
      boostedOdds: 26,
    });
    const measured = measureRetention([race], { ...at(30), boosts: [staff] });
    // Sportsbet's next best: Soft Rain 13 laid at 14.5 = 12 × 0.93 / 14.43 = 0.7734.
    expect(measured.get('sportsbet')).toMatchObject({
      retention: 0.77,
      runnerNumber: 5,
    });
    // TAB's next best: Iron Quay 8.5 laid at 8.6 = 7.5 × 0.93 / 8.53 = 0.8177.
    expect(measured.get('tab')).toMatchObject({
      retention: 0.82,
      runnerNumber: 4,
    });
    // Ladbrokes' next best: Ruby Lane 5.5 laid at 5.8 = 4.5 × 0.93 / 5.73 = 0.7304 and Larry
    // 18 × 0.93 / 22.93 = 0.7300 tie at 0.73: the lower runner number.
    expect(measured.get('ladbrokes')).toMatchObject({
      retention: 0.73,
      runnerNumber: 3,
    });
    // A quote 10 minutes older than the race's newest is stale: it measures nothing.
    const stale = exampleRaceWithLays();
    for (const runner of stale.runners) {
      runner.prices[0].lastUpdated = '2026-11-21T02:50:00.000Z';
      runner.prices[1].lastUpdated = '2026-11-21T03:00:00.000Z';
      runner.prices[2].lastUpdated = '2026-11-21T03:00:00.000Z';
    }
    expect(measureRetention([stale], at(30)).has('sportsbet')).toBe(false);
  });
});

describe('measured retention in the rows', () => {
  it('should value a bonus back at the book’s measured retention when the viewer chose it, and say so', () => {
    const race = exampleRaceWithLays();
    const sb2nd = promo({
      id: 'sb-2nd',
      bookmaker: 'Sportsbet',
      promoType: 'BonusBack_2nd',
      valueMultiplier: 0.75,
    });
    const row = (measured: ReadonlyMap<string, number> | null) =>
      buildRaceOpportunities(
        race,
        createEngineContext({ promos: [sb2nd], measuredRetention: measured }),
      ).rows.find((o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet');
    // Night Echo: refund chance 23.98 % × 0.75 = +17.99 %; × 0.81 measured = +19.43 %.
    expect(row(null)?.promoEV).toBeCloseTo(17.987, 2);
    expect(row(new Map([['sportsbet', 0.81]]))?.promoEV).toBeCloseTo(
      23.9829 * 0.81,
      2,
    );
    // A book without a measured figure keeps the promo's multiplier.
    expect(row(new Map([['tab', 0.5]]))?.promoEV).toBeCloseTo(17.987, 2);
  });
});

describe('measureRetention (property)', () => {
  it('should never measure above 1 − c, nor from a back above its lay', () => {
    fc.assert(
      fc.property(
        raceArbitrary,
        fc.integer({ min: 0, max: 20 }),
        (race: SnapshotRace, pct) => {
          const laid = structuredClone(race);
          laid.startTime = new Date(START).toISOString();
          laid.runners.forEach((runner, i) => {
            runner.exchange = { winLay: 1.5 + i * 1.7 };
          });
          for (const m of measureRetention([laid], {
            ...at(20),
            commission: pct / 100,
          }).values()) {
            expect(m.retention).toBeLessThanOrEqual(1 - pct / 100 + 0.005);
            expect(m.back).toBeLessThanOrEqual(m.lay);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
