import fc from 'fast-check';
import type { Boost, Promo } from '@overlay/domain';
import { PROMO_TYPES } from '@overlay/domain';
import { createEngineContext } from './engine-context';
import { buildRaceOpportunities } from '../testing/build-opportunities';
import { EXAMPLE_RACE } from '../testing/ev-model-example';
import { raceArbitrary } from '../testing/market-arbitrary';
import { boost, promo } from '../testing/test-fixtures';
import { valueBet } from './bet-valuation';

// One rule decides whether a (book, runner) price is boosted, for the row and the bet alike
// (isBoostedQuote, docs/ev-model.md §3): the feed's boostedFrom, or a staff win boost there. A
// bet on that (book, runner) takes no promo, whether or not it names the boost and whatever
// price it says it took.

const sb2nd = promo({
  id: 'sb-2nd',
  bookmaker: 'Sportsbet',
  promoType: 'BonusBack_2nd',
  valueMultiplier: 0.75,
});
const nightEcho = boost({
  id: 'ne-460',
  bookmaker: 'Sportsbet',
  raceExtId: EXAMPLE_RACE.extRaceId,
  runnerExtId: 'rand-r3-2',
  boostedOdds: 4.6,
});

describe('a staff win boost and a bet that names a promo (the Randwick race)', () => {
  const context = createEngineContext({ promos: [sb2nd], boosts: [nightEcho] });

  it('should show one row for Sportsbet / Night Echo: $4.60, no promo, total EV +14.99 %', () => {
    const rows = buildRaceOpportunities(EXAMPLE_RACE, context).rows.filter(
      (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      price: 4.6,
      promoId: null,
      isBoosted: true,
    });
    // 4.60 × 0.24997 − 1 = +14.99 %.
    expect(rows[0].totalEV).toBeCloseTo(14.986, 2);
  });

  it.each([
    [
      'at the boosted $4.60 without naming the boost (was accepted at +32.97 %)',
      4.6,
    ],
    ['at $3.80, a price with no row (was accepted at +12.97 %)', 3.8],
  ])('should refuse the promo %s', (_name, price) => {
    expect(() =>
      valueBet(EXAMPLE_RACE, context, {
        runnerNumber: 2,
        bookmaker: 'Sportsbet',
        price,
        stake: 50,
        promoId: 'sb-2nd',
        boostId: null,
      }),
    ).toThrow(expect.objectContaining({ code: 'BET_PROMO_NOT_APPLICABLE' }));
  });

  it('should value the same bet without the promo as the row: +14.99 %', () => {
    const bet = valueBet(EXAMPLE_RACE, context, {
      runnerNumber: 2,
      bookmaker: 'Sportsbet',
      price: 4.6,
      stake: 50,
      promoId: null,
      boostId: null,
    });
    expect(bet.evaluation.totalEV).toBeCloseTo(14.986, 2);
    expect(bet.evaluation.boosted).toBe(true);
  });

  it('should still take the promo on another runner of the same book', () => {
    const bet = valueBet(EXAMPLE_RACE, context, {
      runnerNumber: 1,
      bookmaker: 'Sportsbet',
      price: 2.6,
      stake: 50,
      promoId: 'sb-2nd',
      boostId: null,
    });
    expect(bet.promo?.promo.id).toBe('sb-2nd');
  });
});

const BOOKS = ['Book0', 'Book1', 'Book2'];

describe('valueBet (property): a promo is refused exactly where the row is boosted', () => {
  it('should agree with the rows over random staff win boosts, at the row’s price and at any other', () => {
    fc.assert(
      fc.property(
        raceArbitrary,
        fc.array(
          fc.record({
            bookmaker: fc.constantFrom(...BOOKS),
            promoType: fc.constantFrom(...PROMO_TYPES),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(
          fc.tuple(
            fc.constantFrom(...BOOKS),
            fc.integer({ min: 1, max: 16 }),
            fc.double({ min: 1.5, max: 30, noNaN: true }),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        fc.double({ min: 1.05, max: 50, noNaN: true }),
        (race, specs, staff, otherPrice) => {
          const promos: Promo[] = specs.map((s, i) =>
            promo({ ...s, id: `p${i}`, valueMultiplier: 0.6 }),
          );
          const boosts: Boost[] = staff
            .filter(([, runner]) => runner <= race.runners.length)
            .map(([bookmaker, runner, odds], i) =>
              boost({
                id: `staff${i}`,
                bookmaker,
                raceExtId: race.extRaceId,
                runnerExtId: `x-${runner}`,
                boostedOdds: odds,
              }),
            );
          const context = createEngineContext({ promos, boosts });
          for (const row of buildRaceOpportunities(race, context).rows) {
            if (row.boostType !== null && row.boostType !== 'FIXED_WIN')
              continue;
            const own = promos.filter((p) => p.bookmaker === row.bookmaker);
            for (const p of own) {
              for (const price of [row.price, otherPrice]) {
                let refused = false;
                try {
                  valueBet(race, context, {
                    runnerNumber: row.runnerNumber,
                    bookmaker: row.bookmaker,
                    price,
                    stake: 50,
                    promoId: p.id,
                    boostId: null,
                  });
                } catch (error) {
                  const code = (error as { code?: string }).code;
                  // A promo whose scope or places leave the race out is refused on any row.
                  if (code === 'BET_PROMO_NOT_APPLICABLE') refused = true;
                  else throw error;
                }
                if (row.isBoosted) expect(refused).toBe(true);
                else if (row.promoId === p.id) expect(refused).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
