import fc from 'fast-check';
import type { Promo } from '@overlay/domain';
import { PROMO_TYPES, UNKNOWN_MARKET } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { raceArbitrary } from '../testing/market-arbitrary';
import { promo } from '../testing/test-fixtures';
import { buildOpportunityTable } from '../table/opportunity-table';
import { materialiseAll } from '../table/materialise-opportunity';
import { computeDebugCalc } from './debug-calc';

// A figure shown in two places comes from one function (docs/ev-model.md §10): the debug dialog's
// lay, locked result and locked EV of each book are the dashboard row's, at any commission.
const BOOKS = ['Book0', 'Book1', 'Book2'];

describe('debug calc and rows agree on the hedge (property)', () => {
  it('should give each book the row’s layPrice, lockRating and lockedEV at the same commission', () => {
    fc.assert(
      fc.property(
        raceArbitrary,
        fc.array(
          fc.record({
            bookmaker: fc.constantFrom(...BOOKS),
            promoType: fc.constantFrom(...PROMO_TYPES),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 20 }),
        fc.array(
          fc.option(fc.double({ min: 1.02, max: 60, noNaN: true }), {
            nil: null,
          }),
          {
            minLength: 16,
            maxLength: 16,
          },
        ),
        (race, specs, pct, lays) => {
          const laid = structuredClone(race);
          laid.runners.forEach((runner, i) => {
            runner.exchange = lays[i] === null ? null : { winLay: lays[i] };
          });
          const promos: Promo[] = specs.map((s, i) =>
            promo({ ...s, id: `p${i}`, valueMultiplier: 0.7 }),
          );
          const context = createEngineContext({ promos });
          const c = pct / 100;
          const rows = materialiseAll(
            buildOpportunityTable([laid], context),
            NaN,
            UNKNOWN_MARKET,
            c,
          );
          const calcs = new Map<number, ReturnType<typeof computeDebugCalc>>();
          for (const row of rows) {
            if (row.boostType !== null && row.boostType !== 'FIXED_WIN')
              continue;
            let calc = calcs.get(row.runnerNumber);
            if (calc === undefined) {
              calc = computeDebugCalc(laid, row.runnerNumber, context, c);
              calcs.set(row.runnerNumber, calc);
            }
            const book = calc.promoCalculations.find(
              (x) => x.bookmaker === row.bookmaker,
            );
            expect(book?.layPrice).toBe(row.layPrice);
            expect(book?.lockRating).toBe(row.lockRating);
            expect(book?.lockedEV).toBe(row.lockedEV);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
