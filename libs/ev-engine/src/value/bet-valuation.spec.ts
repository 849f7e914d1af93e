import fc from 'fast-check';
import type { FairPriceMethod, Promo, SnapshotRace } from '@overlay/domain';
import { FAIR_PRICE_METHODS, PROMO_TYPES, settleBet } from '@overlay/domain';
import { createEngineContext } from './engine-context';
import { buildRaceOpportunities } from '../testing/build-opportunities';
import { EXAMPLE_RACE } from '../testing/ev-model-example';
import { raceArbitrary } from '../testing/market-arbitrary';
import { boost, promo } from '../testing/test-fixtures';
import type { BetChoice } from './bet-valuation';
import { revalueBet, valueBet } from './bet-valuation';

// A bet is valued by the row's own function (docs/ev-model.md §3), so logging the bet of any row
// gives that row's EV, under the viewer's fair-price method, and a boosted price takes no promo.

const sb2nd = promo({
  id: 'sb-2nd',
  bookmaker: 'Sportsbet',
  promoType: 'BonusBack_2nd',
  valueMultiplier: 0.75,
});
const sbBoost = promo({
  id: 'sb-boost',
  bookmaker: 'Sportsbet',
  promoType: 'BetBoost',
  valueMultiplier: 0.25,
});

/** The worked example with Sportsbet's Night Echo boosted by the feed: $4.40 from $3.80. */
function boostedExample(): SnapshotRace {
  const race = structuredClone(EXAMPLE_RACE);
  const quote = race.runners[1].prices[0];
  quote.win = 4.4;
  quote.boostedFrom = 3.8;
  return race;
}

const choice = (fields: Partial<BetChoice> = {}): BetChoice => ({
  runnerNumber: 2,
  bookmaker: 'Sportsbet',
  price: 4.4,
  stake: 50,
  promoId: null,
  boostId: null,
  ...fields,
});

describe('valueBet', () => {
  it('should refuse a refund promo on a feed-boosted quote, as the row leaves it out (was +27.97 %)', () => {
    const context = createEngineContext({ promos: [sb2nd] });
    const race = boostedExample();
    expect(() =>
      valueBet(race, context, choice({ promoId: 'sb-2nd' })),
    ).toThrow(expect.objectContaining({ code: 'BET_PROMO_NOT_APPLICABLE' }));
    const row = buildRaceOpportunities(race, context).rows.find(
      (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
    );
    expect(row?.promoId).toBeNull();
    // Without the promo: 4.40 × 0.24997 − 1 = +9.99 %, the row's EV.
    const plain = valueBet(race, context, choice());
    expect(plain.evaluation.totalEV).toBeCloseTo(9.987, 2);
    expect(plain.evaluation.totalEV).toBe(row?.totalEV);
  });

  it('should carry the book’s pre-boost price of a feed-boosted quote, as the row’s boostedFrom', () => {
    const context = createEngineContext({});
    const race = boostedExample();
    const row = buildRaceOpportunities(race, context).rows.find(
      (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
    );
    expect(valueBet(race, context, choice()).bookBoostedFrom).toBe(3.8);
    expect(row?.boostedFrom).toBe(3.8);
    // Taken at another price, the quote is still the book's boost (the promo rule says so too).
    expect(
      valueBet(race, context, choice({ price: 4.2 })).bookBoostedFrom,
    ).toBe(3.8);
    expect(
      valueBet(race, context, choice({ runnerNumber: 1, price: 2.5 }))
        .bookBoostedFrom,
    ).toBeNull();
    expect(
      valueBet(race, context, choice({ bookmaker: 'Nobody' })).bookBoostedFrom,
    ).toBeNull();
  });

  it('should carry no pre-boost price when a staff win boost replaces the feed’s boosted quote', () => {
    const staff = boost({
      id: 'fw',
      raceExtId: EXAMPLE_RACE.extRaceId,
      runnerExtId: 'rand-r3-2',
      boostedOdds: 4.6,
    });
    const context = createEngineContext({ boosts: [staff] });
    const bet = valueBet(
      boostedExample(),
      context,
      choice({ price: 4.6, boostId: 'fw' }),
    );
    expect(bet.boost?.id).toBe('fw');
    expect(bet.bookBoostedFrom).toBeNull();
  });

  it('should refuse a BetBoost on a boosted price, and the row takes none either', () => {
    const context = createEngineContext({ promos: [sbBoost] });
    const race = boostedExample();
    expect(() =>
      valueBet(race, context, choice({ promoId: 'sb-boost' })),
    ).toThrow(expect.objectContaining({ code: 'BET_PROMO_NOT_APPLICABLE' }));
    const row = buildRaceOpportunities(race, context).rows.find(
      (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
    );
    expect(row?.promoId).toBeNull();
    expect(row?.promoEV).toBe(0);
  });

  it('should refuse a BetBoost on a staff-boosted price', () => {
    const staff = boost({
      id: 'fw',
      raceExtId: EXAMPLE_RACE.extRaceId,
      runnerExtId: 'rand-r3-2',
      boostedOdds: 4.6,
    });
    const context = createEngineContext({ promos: [sbBoost], boosts: [staff] });
    expect(() =>
      valueBet(
        EXAMPLE_RACE,
        context,
        choice({ price: 4.6, boostId: 'fw', promoId: 'sb-boost' }),
      ),
    ).toThrow(expect.objectContaining({ code: 'BET_PROMO_NOT_APPLICABLE' }));
    // Without the promo: 4.60 × 0.24997 − 1 = +14.99 %.
    expect(
      valueBet(EXAMPLE_RACE, context, choice({ price: 4.6, boostId: 'fw' }))
        .evaluation.totalEV,
    ).toBeCloseTo(14.986, 2);
  });

  it.each<FairPriceMethod>(['multiplicative', 'power', 'shin', 'worst_case'])(
    'should value a bet with the viewer’s method %s, not the default',
    (method) => {
      const context = createEngineContext({
        promos: [sb2nd],
        fairPriceMethod: method,
      });
      const row = buildRaceOpportunities(EXAMPLE_RACE, context).rows.find(
        (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
      );
      const bet = valueBet(
        EXAMPLE_RACE,
        context,
        choice({ price: 3.8, promoId: 'sb-2nd' }),
      );
      const byDefault = valueBet(
        EXAMPLE_RACE,
        createEngineContext({ promos: [sb2nd] }),
        choice({ price: 3.8, promoId: 'sb-2nd' }),
      );
      expect(bet.evaluation.totalEV).toBe(row?.totalEV);
      expect(bet.evaluation.fairPrice).toBe(row?.fairPrice);
      expect(bet.evaluation.fairPrice).not.toBeCloseTo(
        byDefault.evaluation.fairPrice,
        6,
      );
    },
  );

  it.each<[string, Partial<BetChoice>, number, number]>([
    // [case, change, new EV %, by hand from the worked example: p = 0.24997, refund chance 0.23983]
    [
      'price 3.80 → 4.00',
      { price: 4 },
      (4 * 0.249969 - 1) * 100 + 0.239829 * 0.75 * 100,
      50,
    ],
    [
      'stake only',
      { stake: 80 },
      (3.8 * 0.249969 - 1) * 100 + 0.239829 * 0.75 * 100,
      80,
    ],
  ])(
    'should re-value an edited bet (%s) on its placement chances',
    (_name, change, ev, stake) => {
      const context = createEngineContext({ promos: [sb2nd] });
      const placed = valueBet(
        EXAMPLE_RACE,
        context,
        choice({ price: 3.8, promoId: 'sb-2nd' }),
      ).evaluation;
      const next = revalueBet(
        {
          price: 3.8,
          stake: 50,
          evAtPlacement: placed.totalEV,
          fairPriceAtPlacement: placed.fairPrice,
          retention: 0.75,
          promoTerms: {
            promoType: 'BonusBack_2nd',
            valueMultiplier: 0.75,
            refundPercent: null,
            maxRefundCash: null,
          },
        },
        change.price ?? 3.8,
        stake,
      );
      expect(next.evAtPlacement).toBeCloseTo(ev, 2);
      const again = valueBet(
        EXAMPLE_RACE,
        context,
        choice({ price: change.price ?? 3.8, stake, promoId: 'sb-2nd' }),
      );
      expect(next.evAtPlacement).toBeCloseTo(again.evaluation.totalEV, 10);
    },
  );

  it('should re-value a cash back at the new stake (its cap)', () => {
    const cb = promo({
      id: 'cb',
      bookmaker: 'Sportsbet',
      promoType: 'CashBack_2nd',
      refundPercent: 100,
      maxRefundCash: 50,
    });
    const context = createEngineContext({ promos: [cb] });
    const at50 = valueBet(
      EXAMPLE_RACE,
      context,
      choice({ price: 3.8, promoId: 'cb' }),
    ).evaluation;
    const at100 = valueBet(
      EXAMPLE_RACE,
      context,
      choice({ price: 3.8, stake: 100, promoId: 'cb' }),
    ).evaluation;
    const next = revalueBet(
      {
        price: 3.8,
        stake: 50,
        evAtPlacement: at50.totalEV,
        fairPriceAtPlacement: at50.fairPrice,
        retention: 1,
        promoTerms: {
          promoType: 'CashBack_2nd',
          valueMultiplier: 0,
          refundPercent: 100,
          maxRefundCash: 50,
        },
      },
      3.8,
      100,
    );
    expect(next.retention).toBe(0.5);
    expect(next.evAtPlacement).toBeCloseTo(at100.totalEV, 10);
  });
});

const BOOKS = ['Book0', 'Book1', 'Book2'];
const promoArbitrary = fc.record({
  bookmaker: fc.constantFrom(...BOOKS),
  promoType: fc.constantFrom(...PROMO_TYPES),
  valueMultiplier: fc.double({ min: 0, max: 1, noNaN: true }),
  refundPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  maxRefundCash: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

describe('valueBet (property): logging the bet of any row gives that row', () => {
  it('should give each row’s EV and fair price to the last bit, whatever the promos, boosts and method', () => {
    fc.assert(
      fc.property(
        raceArbitrary,
        fc.array(promoArbitrary, { maxLength: 5 }),
        fc.constantFrom(...FAIR_PRICE_METHODS),
        fc.option(
          fc.tuple(
            fc.constantFrom(...BOOKS),
            fc.integer({ min: 1, max: 16 }),
            fc.double({ min: 1.5, max: 30, noNaN: true }),
          ),
          { nil: null },
        ),
        (race, specs, method, staff) => {
          const promos: Promo[] = specs.map((s, i) =>
            promo({ ...s, id: `p${i}` }),
          );
          const boosts =
            staff === null || staff[1] > race.runners.length
              ? []
              : [
                  boost({
                    id: 'staff',
                    bookmaker: staff[0],
                    raceExtId: race.extRaceId,
                    runnerExtId: `x-${staff[1]}`,
                    boostedOdds: staff[2],
                  }),
                ];
          const context = createEngineContext({
            promos,
            boosts,
            fairPriceMethod: method,
          });
          for (const row of buildRaceOpportunities(race, context).rows) {
            if (row.boostType !== null && row.boostType !== 'FIXED_WIN')
              continue;
            const bet = valueBet(race, context, {
              runnerNumber: row.runnerNumber,
              bookmaker: row.bookmaker,
              price: row.price,
              stake: context.referenceStake,
              promoId: row.promoId,
              boostId: row.boostId,
            }).evaluation;
            expect(bet.totalEV).toBe(row.totalEV);
            expect(bet.fairPrice).toBe(row.fairPrice);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('valueBet and settlement agree', () => {
  // A bet's EV at placement is its expected settlement per $1: win p at the price (a BetBoost's
  // raised winnings), placed 2..k without winning (refund chance) at the promo's refund, else −1.
  it.each<[string, Promo]>([
    ['no promo', promo({ id: 'none', bookmaker: 'Nobody' })],
    ['bonus back 2nd at 0.75', sb2nd],
    ['BetBoost 25 %', sbBoost],
    [
      'cash back 2nd-3rd capped at $30',
      promo({
        id: 'cb',
        bookmaker: 'Sportsbet',
        promoType: 'CashBack_2nd3rd',
        refundPercent: 100,
        maxRefundCash: 30,
      }),
    ],
  ])('should value %s as the expected settlement', (_name, chosen) => {
    const context = createEngineContext({ promos: [chosen] });
    const taken = chosen.bookmaker === 'Sportsbet' ? chosen.id : null;
    const bet = valueBet(
      EXAMPLE_RACE,
      context,
      choice({ price: 3.8, stake: 100, promoId: taken }),
    );
    const e = bet.evaluation;
    const terms =
      bet.promo === null
        ? null
        : {
            promoType: chosen.promoType,
            valueMultiplier: chosen.valueMultiplier,
            refundPercent: chosen.refundPercent,
            maxRefundCash: chosen.maxRefundCash,
          };
    const settle = (results: number[][]) =>
      settleBet(
        { stake: 100, price: 3.8, runnerNumber: 2 },
        { state: 'final', results, scratchedRunnerNumbers: [] },
        terms,
      )!.profit;
    const won = settle([[2], [1], [3]]);
    const second = settle([[1], [2], [3]]);
    const lost = settle([[1], [3], [4], [5], [2]]);
    const expected =
      e.pWin * won +
      e.refundChance * second +
      (1 - e.pWin - e.refundChance) * lost;
    expect(expected).toBeCloseTo(e.totalEV, 9); // per $100 staked = EV %
  });
});
