import fc from 'fast-check';
import type { Opportunity } from '@overlay/domain';
import { SINGLE_FAIR_PRICE_METHODS } from '@overlay/domain';
import { cardContext, dayCard } from '../testing/day-card-arbitrary';
import { raceArbitrary } from '../testing/market-arbitrary';
import { createEngineContext } from '../value/engine-context';
import { tierFor, valueRace } from '../value/race-valuation';
import { buildLiveRows } from '../live/live-rows';
import { computeDebugCalc } from '../debug/debug-calc';
import { materialiseAll } from './materialise-opportunity';
import { buildOpportunityTable } from './opportunity-table';

const RUNS = { numRuns: 150 };

describe('fair-price methods in the engine (docs/ev-model.md §9, property)', () => {
  it('should keep the docs/architecture.md §4 invariants under every single method', () => {
    fc.assert(
      fc.property(
        raceArbitrary,
        fc.constantFrom(...SINGLE_FAIR_PRICE_METHODS),
        (race, method) => {
          const base = valueRace(race, createEngineContext());
          const result = valueRace(
            race,
            createEngineContext({ fairPriceMethod: method }),
          );
          // The set of books (and so whether the race has a fair price) never depends on the method.
          expect(result.ok).toBe(base.ok);
          if (!result.ok || !base.ok) return;
          const val = result.valuation;
          expect(val.fairBooks).toEqual(base.valuation.fairBooks);
          let sum = 0;
          for (let r = 0; r < val.n; r++) {
            if (val.n > 1)
              expect(val.pWin[r] > 0 && val.pWin[r] < 1).toBe(true);
            sum += val.pWin[r];
          }
          expect(Math.abs(sum - 1)).toBeLessThanOrEqual(1e-9);
          for (let b = -1; b < val.books.length; b++)
            for (let k = 1; k <= 3; k++) {
              const tier = tierFor(val, b, k);
              let total = 0;
              for (let r = 0; r < val.n; r++) {
                expect(tier.p[r]).toBeGreaterThanOrEqual(val.pWin[r] - 1e-12);
                expect(tier.p[r]).toBeLessThanOrEqual(1 + 1e-12);
                total += tier.p[r];
              }
              expect(Math.abs(total - Math.min(k, val.n))).toBeLessThanOrEqual(
                1e-9,
              );
            }
        },
      ),
      RUNS,
    );
  });

  it('should make each worst-case row the lowest-totalEV row of the single methods, whole, naming its method', () => {
    fc.assert(
      fc.property(dayCard(), (card) => {
        const tables = SINGLE_FAIR_PRICE_METHODS.map((m) =>
          materialiseAll(
            buildOpportunityTable(card.races, cardContext(card, m)),
          ),
        );
        const worst = materialiseAll(
          buildOpportunityTable(card.races, cardContext(card, 'worst_case')),
        );
        expect(worst).toHaveLength(tables[0].length);
        worst.forEach((row, i) => {
          let best: Opportunity = tables[0][i];
          for (const t of tables) if (t[i].totalEV < best.totalEV) best = t[i];
          expect(row).toEqual(best);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('should take the live rows and debug calculations of worst case from the lowest total EV too', () => {
    fc.assert(
      fc.property(dayCard(2), (card) => {
        for (const race of card.races) {
          const single = SINGLE_FAIR_PRICE_METHODS.map((m) => {
            try {
              return buildLiveRows(race, cardContext(card, m));
            } catch {
              return null;
            }
          });
          if (single[0] === null) continue;
          const worst = buildLiveRows(race, cardContext(card, 'worst_case'));
          worst.forEach((row, i) => {
            const lowest = Math.min(...single.map((rows) => rows![i].totalEV));
            expect(row.totalEV).toBe(lowest);
          });
          const runner = race.runners.find((r) => !r.scratched)!;
          const calc = computeDebugCalc(
            race,
            runner.number,
            cardContext(card, 'worst_case'),
          );
          expect(calc.fairPriceMethod).toBe('worst_case');
          const singles = SINGLE_FAIR_PRICE_METHODS.map((m) =>
            computeDebugCalc(race, runner.number, cardContext(card, m)),
          );
          expect(calc.runner.fairPrice).toBe(
            Math.max(...singles.map((s) => s.runner.fairPrice)),
          );
          calc.promoCalculations.forEach((c, i) =>
            expect(c.totalEV_pct).toBe(
              Math.min(
                ...singles.map((s) => s.promoCalculations[i].totalEV_pct),
              ),
            ),
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
