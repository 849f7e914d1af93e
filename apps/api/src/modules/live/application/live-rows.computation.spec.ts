import type { Promo, RaceMarket } from '@overlay/domain';
import { createEngineContext } from '@overlay/ev-engine';
import { handRace } from '../../../../test/support/hand-race';
import { newPromo } from '../../../../test/support/promos';
import { LiveRowsComputation } from './live-rows.computation';

const market = (updatedAt: string): RaceMarket =>
  ({ ...handRace('R1', 10, Date.parse('2026-11-21T10:00:00Z')), updatedAt }) as unknown as RaceMarket;

const bonusBack: Promo = {
  id: 'p1',
  createdAt: '2026-11-21T09:00:00.000Z',
  ...newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd' }),
};

describe('Unit', () => {
  describe('LiveRowsComputation', () => {
    it('should value a race once per content, context and retention', () => {
      const computation = new LiveRowsComputation();
      const context = createEngineContext();
      const race = market('2026-11-21T09:00:00.000Z');
      computation.rows(race, context, 'global', null);
      computation.rows({ ...race }, context, 'global', null);
      expect(computation.count).toBe(1);
      computation.rows(market('2026-11-21T09:00:01.000Z'), context, 'global', null);
      expect(computation.count).toBe(2);
      computation.rows(market('2026-11-21T09:00:01.000Z'), context, 'global', 0.5);
      expect(computation.count).toBe(3);
    });

    it('should apply the retention override to promo EV only', () => {
      const computation = new LiveRowsComputation();
      const context = createEngineContext({ promos: [bonusBack] });
      const race = market('2026-11-21T09:00:00.000Z');
      const at = (retention: number | null) =>
        computation.rows(race, context, 'global', retention).rows.find((row) => row.book === 'Sportsbet' && row.runnerNo === 2)!;
      const own = at(null);
      const half = at(0.5);
      const high = at(0.9);
      // Runner 2 (p 0.25, top-2 0.5): refund chance 0.25, so promo EV = 0.25 × retention × 100.
      expect(half.promoEV).toBeCloseTo(12.5, 6);
      expect(high.promoEV).toBeCloseTo(22.5, 6);
      expect(own.promoEV).toBeCloseTo(0.25 * 0.75 * 100, 6);
      expect(half.baseEV).toBe(own.baseEV);
      expect(half.totalEV).toBeCloseTo(half.baseEV + 12.5, 6);
    });

    it('should answer a race the engine cannot value with no rows and the reason', () => {
      const race = market('2026-11-21T09:00:00.000Z');
      for (const runner of race.runners) runner.scratched = true;
      const result = new LiveRowsComputation().rows(race, createEngineContext(), 'global', null);
      expect(result.rows).toEqual([]);
      expect(result.unvalued).toEqual(expect.any(String));
    });
  });
});
