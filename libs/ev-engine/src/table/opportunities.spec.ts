import fc from 'fast-check';
import type { Opportunity, PromoType, SnapshotRace } from '@overlay/domain';
import { PROMO_TYPES } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { computeFairWin } from '../pricing/fair-price';
import {
  buildOpportunities,
  buildRaceOpportunities,
} from '../testing/build-opportunities';
import { boost, handRace, promo } from '../testing/test-fixtures';

const byId = (rows: Opportunity[], id: string): Opportunity => {
  const row = rows.find((r) => r.id === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};

const numbers = (r: Opportunity): number[] => [
  r.price,
  r.fairPrice,
  r.ev,
  r.promoEV,
  r.totalEV,
  r.bonusPct ?? -1,
  r.placeCoverage ?? 0,
  r.boostedFrom ?? 2,
];

describe('buildRaceOpportunities', () => {
  const context = createEngineContext({
    promos: [
      promo({
        id: 'p1',
        bookmaker: 'Sportsbet',
        promoType: 'BonusBack_2nd',
        valueMultiplier: 0.75,
        label: 'SB 2nd',
      }),
      promo({
        id: 'p2',
        bookmaker: 'TAB',
        promoType: 'Token_2nd3rd',
        valueMultiplier: 0.5,
      }),
      promo({
        id: 'p3',
        bookmaker: 'Sportsbet',
        promoType: 'BetBoost',
        valueMultiplier: 0.1,
      }),
    ],
  });
  const { rows, skipped } = buildRaceOpportunities(handRace(), context);

  it('should give one row per (active runner, bookmaker quote) with no skips', () => {
    expect(rows.map((r) => r.id)).toEqual([
      'flem-r1:1:Sportsbet',
      'flem-r1:1:TAB',
      'flem-r1:2:Sportsbet',
      'flem-r1:2:TAB',
      'flem-r1:3:Sportsbet',
      'flem-r1:4:Sportsbet',
      'flem-r1:5:Sportsbet',
    ]);
    expect(skipped).toEqual([]);
  });

  it.each([
    // ev = (price × p_win − 1) × 100, bonus = (price − 1) × p_win × 100; BF Mid p_win = [0.5, 0.25, 0.125, 0.0625, 0.0625].
    // Runner 1 SB: ev = (2.2·0.5 − 1)·100 = 10; bonus 60; BonusBack k=2: (0.84 − 0.5)·0.75·100 = 25.5 beats BetBoost 0.5·1.2·0.1·100 = 6.
    {
      id: 'flem-r1:1:Sportsbet',
      price: 2.2,
      fairPrice: 2,
      ev: 10,
      bonusPct: 60,
      promoEV: 25.5,
      totalEV: 35.5,
      promoType: 'BonusBack_2nd',
      promoK: 2,
    },
    // Runner 3 SB: ev = (7·0.125 − 1)·100 = −12.5; bonus 75; (0.29 − 0.125)·75 = 12.375 > BetBoost 0.125·6·10 = 7.5.
    {
      id: 'flem-r1:3:Sportsbet',
      price: 7,
      fairPrice: 8,
      ev: -12.5,
      bonusPct: 75,
      promoEV: 12.375,
      totalEV: -0.125,
      promoType: 'BonusBack_2nd',
      promoK: 2,
    },
    // Runner 4 SB: ev = (15·0.0625 − 1)·100 = −6.25; BetBoost 0.0625·14·0.1·100 = 8.75 beats (0.165 − 0.0625)·75 = 7.6875.
    {
      id: 'flem-r1:4:Sportsbet',
      price: 15,
      fairPrice: 16,
      ev: -6.25,
      bonusPct: 87.5,
      promoEV: 8.75,
      totalEV: 2.5,
      promoType: 'BetBoost',
      promoK: 2,
    },
    // Runner 5 SB: ev = (20·0.0625 − 1)·100 = 25; BetBoost 0.0625·19·10 = 11.875.
    {
      id: 'flem-r1:5:Sportsbet',
      price: 20,
      fairPrice: 16,
      ev: 25,
      bonusPct: 118.75,
      promoEV: 11.875,
      totalEV: 36.875,
      promoType: 'BetBoost',
      promoK: 2,
    },
    // Runner 1 TAB: ev = (2.1·0.5 − 1)·100 = 5; Token k=3 by cross-K from SB k′=2: r = q·(H3/H2)^0.98 with
    // q = [0.84, 0.54, 0.29, 0.165, 0.165], H2 = [0.7718070, 0.5460979, 0.3208860, 0.1806046, 0.1806046],
    // H3 = [0.9093805, 0.7716261, 0.5729718, 0.3730108, 0.3730108] → r = [0.9864872, 0.7577526, 0.5118525,
    // 0.3358743, 0.3358743], Σ = 2.9278410. Recomputed by hand for the fit F (k > k′: L = max(p_win, q), U = 1):
    // s = 1.0302089 → p3 = [1, 0.7806435, 0.5273150, 0.3460207, 0.3460207] (Σ 3) → (1 − 0.5)·0.5·100 = 25.
    {
      id: 'flem-r1:1:TAB',
      price: 2.1,
      fairPrice: 2,
      ev: 5,
      bonusPct: 55,
      promoEV: 25,
      totalEV: 30,
      promoType: 'Token_2nd3rd',
      promoK: 3,
    },
    // Runner 2 TAB: ev = (4.2·0.25 − 1)·100 = 5; p3 = 0.7806435 (above) → (0.7806435 − 0.25)·50 = 26.5321763.
    {
      id: 'flem-r1:2:TAB',
      price: 4.2,
      fairPrice: 4,
      ev: 5,
      bonusPct: 80,
      promoEV: 26.5321763,
      totalEV: 31.5321763,
      promoType: 'Token_2nd3rd',
      promoK: 3,
    },
  ])(
    'should value $id',
    ({
      id,
      price,
      fairPrice,
      ev,
      bonusPct,
      promoEV,
      totalEV,
      promoType,
      promoK,
    }) => {
      const row = byId(rows, id);
      expect(row.price).toBe(price);
      expect(row.fairPrice).toBeCloseTo(fairPrice, 9);
      expect(row.ev).toBeCloseTo(ev, 9);
      expect(row.bonusPct).toBeCloseTo(bonusPct, 9);
      expect(row.promoEV).toBeCloseTo(promoEV, 6);
      expect(row.totalEV).toBeCloseTo(totalEV, 6);
      expect(row.promoType).toBe(promoType);
      expect(row.promoK).toBe(promoK);
      expect(row.fairMethod).toBe('BF Mid');
    },
  );

  it('should fill every field of a row from the race, runner, tier and promo', () => {
    expect(byId(rows, 'flem-r1:1:Sportsbet')).toEqual({
      id: 'flem-r1:1:Sportsbet',
      extRaceId: 'flem-r1',
      venue: 'Flemington',
      raceNumber: 1,
      raceName: 'Maiden Plate',
      raceCode: 'TB',
      startTime: '2026-11-21T12:05:00.000Z',
      // 23:05 at Flemington (AEDT), as the racecard prints it (docs/product.md §4).
      startTimeLocal: '2026-11-21T23:05:00+11:00',
      runnerNumber: 1,
      runnerName: 'Runner 1',
      bookmaker: 'Sportsbet',
      price: 2.2,
      fairPrice: expect.closeTo(2, 9),
      fairMethod: 'BF Mid',
      priceAgeSeconds: null, // the feed gave no lastUpdated
      stale: false,
      fairBooks: 0, // BF Mid: no book in a median
      ev: expect.closeTo(10, 9),
      promoEV: expect.closeTo(25.5, 9),
      totalEV: expect.closeTo(35.5, 9),
      bonusPct: expect.closeTo(60, 9),
      // Win 0.5 at +1.2, placed 2nd 0.84 − 0.5 = 0.34 at −1 + 0.75, lose 0.16: G′(f) = 0 is
      // 0.3f² − 0.919f + 0.355 = 0, f = (0.919 − √0.418561)/0.6 = 0.453395159.
      kelly: expect.closeTo(0.453395159, 9),
      promoId: 'p1',
      promoType: 'BonusBack_2nd',
      promoMethod: 'MPTO',
      promoK: 2,
      isPlaceEstimate: false,
      placeSource: 'native',
      placeSourceBookmaker: 'Sportsbet',
      placeSourceK: 2,
      placeCoverage: 1,
      isBoosted: false,
      boostedFrom: null,
      boostType: null,
      boostId: null,
      boostMetadata: null,
      bookmakerCount: 2,
      // The exchange lays runner 1 at 2 (docs/ev-model.md §10, commission 7 %): locked
      // 2.2 × 0.93 / 1.93 − 1 = +6.0104 %; the bonus back's promo EV on top: +31.5104 %; each
      // to the hundredth.
      layPrice: 2,
      lockRating: 6.01,
      lockedEV: 31.51,
    });
  });

  it('should give each row the Kelly fraction of its own outcomes', () => {
    // Runner 5 at Sportsbet 20: the BetBoost (0.0625 × 19 × 0.1 × 100 = 11.875) beats the place
    // promo (0.1025 × 0.75 × 100 = 7.6875), so a win pays 19 × 1.1 = 20.9 and f = p − q/b =
    // 0.0625 − 0.9375/20.9 = 0.017643541.
    const boosted = byId(rows, 'flem-r1:5:Sportsbet');
    expect(boosted.promoType).toBe('BetBoost');
    expect(boosted.kelly).toBeCloseTo(0.0625 - 0.9375 / 20.9, 9);
    // Runner 1 at TAB 2.1 with its Token_2nd3rd (p_top3 = 1, retention 0.5): win 0.5 at +1.1,
    // else placed for sure at −0.5, never a whole loss. 0.55/(1 + 1.1f) = 0.25/(1 − 0.5f) gives
    // 0.55 − 0.275f = 0.25 + 0.275f, f = 0.3/0.55 = 0.545454545.
    expect(byId(rows, 'flem-r1:1:TAB').kelly).toBeCloseTo(0.3 / 0.55, 9);
    // Runner 3 at Sportsbet 7: ev (7 × 0.125 − 1) × 100 = −12.5, promo (0.29 − 0.125) × 75 =
    // 12.375: totalEV −0.125 % → no stake.
    expect(byId(rows, 'flem-r1:3:Sportsbet').totalEV).toBeCloseTo(-0.125, 9);
    expect(byId(rows, 'flem-r1:3:Sportsbet').kelly).toBe(0);
  });

  it('should report a cross-K estimate with its source', () => {
    expect(byId(rows, 'flem-r1:1:TAB')).toMatchObject({
      placeSource: 'cross_k',
      placeSourceBookmaker: 'Sportsbet',
      placeSourceK: 2,
      isPlaceEstimate: true,
      promoMethod: 'Cross-K',
    });
  });

  it('should count the bookmakers pricing each runner', () => {
    expect(rows.map((r) => r.bookmakerCount)).toEqual([2, 2, 2, 2, 1, 1, 1]);
  });

  it('should leave promo fields empty and totalEV = ev when promos are excluded', () => {
    const off = buildRaceOpportunities(handRace(), {
      ...context,
      includePromos: false,
    }).rows;
    for (const row of off) {
      expect(row).toMatchObject({
        promoEV: 0,
        promoType: null,
        promoId: null,
        promoMethod: null,
        placeSource: null,
        isPlaceEstimate: false,
      });
      expect(row.totalEV).toBe(row.ev);
    }
  });

  it('should make totalEV = ev + promoEV on every row', () => {
    for (const row of rows) expect(row.totalEV).toBe(row.ev + row.promoEV);
  });
});

describe('boosted prices', () => {
  it('should value a feed-boosted quote at its price and devig the book with the pre-boost price', () => {
    const race = handRace();
    for (const r of race.runners) r.exchange = null;
    race.runners[1].prices[0] = {
      bookmaker: 'Sportsbet',
      win: 5,
      place: 2,
      placeK: 2,
      boostedFrom: 4.4,
    };
    const { rows } = buildRaceOpportunities(race, createEngineContext());
    const fair = computeFairWin(
      { books: [{ bookmaker: 'Sportsbet', odds: [2.2, 4.4, 7, 15, 20] }] },
      5,
    );
    const row = byId(rows, 'flem-r1:2:Sportsbet');
    expect(row).toMatchObject({
      price: 5,
      isBoosted: true,
      boostType: 'FIXED_WIN',
      boostedFrom: 4.4,
      fairMethod: 'Bookie MPTO',
    });
    expect(row.fairPrice).toBeCloseTo(fair.fairPrices[1], 12);
  });

  it('should replace the book row with an active FIXED_WIN boost', () => {
    const context = createEngineContext({
      boosts: [
        boost({ id: 'b1', runnerExtId: 'flem-r1-1', boostedOdds: 3 }),
        boost({ id: 'b0', runnerExtId: 'flem-r1-2', isActive: false }),
      ],
    });
    const { rows } = buildRaceOpportunities(handRace(), context);
    expect(rows.some((r) => r.id === 'flem-r1:1:Sportsbet')).toBe(false);
    // ev = (3 × 0.5 − 1) × 100 = 50
    expect(byId(rows, 'flem-r1:1:Sportsbet:boost:b1')).toMatchObject({
      price: 3,
      boostedFrom: 2.2,
      isBoosted: true,
      boostType: 'FIXED_WIN',
      boostId: 'b1',
      ev: 50,
      boostMetadata: { probability: 0.5, placeSource: null },
    });
    expect(byId(rows, 'flem-r1:2:Sportsbet').isBoosted).toBe(false);
  });

  it('should add a FIXED_WIN row for a bookmaker that does not price the race', () => {
    const context = createEngineContext({
      boosts: [
        boost({
          id: 'b2',
          bookmaker: 'Ladbrokes',
          runnerExtId: 'flem-r1-3',
          boostedOdds: 9,
        }),
      ],
    });
    const { rows } = buildRaceOpportunities(handRace(), context);
    // ev = (9 × 0.125 − 1) × 100 = 12.5
    expect(byId(rows, 'flem-r1:3:Ladbrokes:boost:b2')).toMatchObject({
      price: 9,
      boostedFrom: null,
      ev: 12.5,
      bookmaker: 'Ladbrokes',
    });
    expect(byId(rows, 'flem-r1:3:Sportsbet').bookmakerCount).toBe(1);
  });

  it('should add a Top-2 (FIXED_PLACE_K2) row valued on p_top2', () => {
    const context = createEngineContext({
      boosts: [
        boost({
          id: 'k2',
          boostType: 'FIXED_PLACE_K2',
          runnerExtId: 'flem-r1-2',
          boostedOdds: 2.5,
          kPlaces: 2,
        }),
      ],
    });
    const { rows } = buildRaceOpportunities(handRace(), context);
    // Native p_top2 = 0.54; fair = 1/0.54 = 1.8518519; ev = (2.5 × 0.54 − 1) × 100 = 35; bonus = 1.5 × 0.54 × 100 = 81.
    const row = byId(rows, 'flem-r1:2:Sportsbet:boost:k2');
    expect(row).toMatchObject({
      price: 2.5,
      boostType: 'FIXED_PLACE_K2',
      isBoosted: true,
      boostedFrom: 2,
      fairMethod: 'BF Mid', // docs/architecture.md §4.6 revised: the win method p_top2 rests on (was 'native')
      promoType: null,
      promoEV: 0,
      promoMethod: null,
      promoK: 2,
      placeSource: 'native',
      isPlaceEstimate: false,
      boostMetadata: {
        probability: expect.closeTo(0.54, 12),
        placeSource: 'native',
      },
    });
    expect(row.fairPrice).toBeCloseTo(1 / 0.54, 9);
    expect(row.ev).toBeCloseTo(35, 9);
    // No bonus % for a Top-2 price (docs/architecture.md §4.6; it was (2.5 − 1) × 0.54 × 100 = 81).
    expect(row.bonusPct).toBeNull();
    expect(row.totalEV).toBe(row.ev);
    // The boosted event's own bet: top 2 (0.54) or not at 2.5: 0.54 − 0.46/1.5 = 0.233333333.
    expect(row.kelly).toBeCloseTo(0.54 - 0.46 / 1.5, 9);
    expect(byId(rows, 'flem-r1:2:Sportsbet').isBoosted).toBe(false);
  });
});

describe('bad input', () => {
  const ctx = createEngineContext({ promos: [promo()] });
  const finite = (rows: Opportunity[]): boolean =>
    rows.every((r) => numbers(r).every(Number.isFinite));

  it('should skip a race with no active runners', () => {
    const race = handRace();
    for (const r of race.runners) r.scratched = true;
    const result = buildRaceOpportunities(race, ctx);
    expect(result.rows).toEqual([]);
    expect(result.skipped).toEqual([
      expect.objectContaining({
        extRaceId: 'flem-r1',
        code: 'NO_ACTIVE_RUNNERS',
      }),
    ]);
  });

  it('should skip a race with duplicate runner numbers', () => {
    const race = handRace();
    race.runners[2].number = 1;
    const result = buildRaceOpportunities(race, ctx);
    expect(result.rows).toEqual([]);
    expect(result.skipped[0]).toMatchObject({
      code: 'DUPLICATE_RUNNER_NUMBER',
      message: 'runner number 1 appears twice',
    });
  });

  it.each([[1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'should skip a quote with a win price of %p and keep the rest',
    (bad) => {
      const race = handRace();
      race.runners[0].prices[1] = {
        bookmaker: 'TAB',
        win: bad,
        place: null,
        placeK: null,
        boostedFrom: null,
      };
      const result = buildRaceOpportunities(race, ctx);
      expect(result.rows).toHaveLength(6);
      expect(result.skipped).toEqual([
        expect.objectContaining({
          runnerNumber: 1,
          bookmaker: 'TAB',
          code: 'INVALID_WIN_PRICE',
        }),
      ]);
      expect(finite(result.rows)).toBe(true);
    },
  );

  it('should skip place prices whose placeK is above the field and value the promo from the next tier', () => {
    const race = handRace();
    for (const r of race.runners) r.prices[0].placeK = 6;
    const result = buildRaceOpportunities(race, ctx);
    expect(
      result.skipped.filter((s) => s.code === 'INVALID_PLACE_K'),
    ).toHaveLength(5);
    expect(byId(result.rows, 'flem-r1:1:Sportsbet').placeSource).toBe(
      'heuristic',
    );
    expect(finite(result.rows)).toBe(true);
  });

  it('should skip a second quote from the same bookmaker', () => {
    const race = handRace();
    race.runners[0].prices.push({
      bookmaker: 'Sportsbet',
      win: 9,
      place: null,
      placeK: null,
      boostedFrom: null,
    });
    const result = buildRaceOpportunities(race, ctx);
    expect(byId(result.rows, 'flem-r1:1:Sportsbet').price).toBe(2.2);
    expect(result.skipped).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_QUOTE', runnerNumber: 1 }),
    ]);
  });

  it('should skip a race without a fair price', () => {
    const race = handRace();
    race.runners[4].exchange = null;
    race.runners[4].prices = [];
    const result = buildRaceOpportunities(race, ctx);
    expect(result.rows).toEqual([]);
    expect(result.skipped).toEqual([
      expect.objectContaining({ code: 'NO_FAIR_PRICE' }),
    ]);
  });

  it.each([['closed'], ['final'], ['abandoned']] as const)(
    'should give no rows for a %s race',
    (state) => {
      const result = buildRaceOpportunities(handRace({ state }), ctx);
      expect(result.rows).toEqual([]);
      expect(result.skipped).toEqual([
        expect.objectContaining({
          code: 'RACE_NOT_OPEN',
          message: `race is ${state}`,
        }),
      ]);
    },
  );

  it('should report invalid promos and boosts instead of valuing them', () => {
    const context = createEngineContext({
      promos: [
        promo({ id: 'bad', valueMultiplier: Number.NaN }),
        promo({ id: 'bad2', promoType: 'Mystery' as PromoType }),
      ],
      boosts: [
        boost({ id: 'ghost', runnerExtId: 'nobody' }),
        boost({ id: 'cheap', boostedOdds: 1 }),
      ],
    });
    const result = buildOpportunities([handRace()], context);
    expect(result.skipped.map((s) => s.code).sort()).toEqual([
      'BOOST_INVALID_ODDS',
      'BOOST_RUNNER_NOT_FOUND',
      'INVALID_PROMO',
      'INVALID_PROMO',
    ]);
    expect(result.rows.every((r) => r.promoType === null)).toBe(true);
  });

  it('should refuse a context with a bad reference stake or retention override', () => {
    expect(() => createEngineContext({ referenceStake: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTEXT' }),
    );
    expect(() => createEngineContext({ retentionOverride: 1.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTEXT' }),
    );
  });
});

describe('buildOpportunities', () => {
  it('should build every race in order, as the per-race builds do', () => {
    const ctx = createEngineContext({ promos: [promo()] });
    const races = [handRace(), handRace({ extRaceId: 'flem-r2', number: 2 })];
    const all = buildOpportunities(races, ctx);
    const one = buildRaceOpportunities(races[1], ctx);
    expect(all.rows).toHaveLength(14);
    expect(all.rows.slice(7)).toEqual(one.rows);
  });

  it('should keep totalEV = ev + promoEV and every number finite on random races (property)', () => {
    const odds = fc.double({ min: 1.01, max: 200, noNaN: true });
    const raceArb = fc.record({
      n: fc.integer({ min: 1, max: 14 }),
      books: fc.integer({ min: 1, max: 5 }),
      seedOdds: fc.array(odds, {
        minLength: 14 * 5 * 2,
        maxLength: 14 * 5 * 2,
      }),
      placeK: fc.integer({ min: 0, max: 5 }),
      exchange: fc.boolean(),
      promoTypes: fc.array(fc.constantFrom(...PROMO_TYPES), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        raceArb,
        ({ n, books, seedOdds, placeK, exchange, promoTypes }) => {
          const names = ['TAB', 'Sportsbet', 'Neds', 'Betr', 'Ladbrokes'].slice(
            0,
            books,
          );
          const race: SnapshotRace = handRace({
            runners: Array.from({ length: n }, (_, r) => ({
              extId: `x${r}`,
              number: r + 1,
              name: `R${r}`,
              scratched: false,
              prices: names.map((bookmaker, b) => ({
                bookmaker,
                win: seedOdds[(r * 5 + b) * 2],
                place: seedOdds[(r * 5 + b) * 2 + 1],
                placeK: placeK || null,
                boostedFrom: null,
              })),
              exchange: exchange
                ? { winBack: seedOdds[r * 2], winLay: seedOdds[r * 2] + 0.1 }
                : null,
            })),
          });
          const context = createEngineContext({
            promos: promoTypes.map((t, i) =>
              promo({
                id: `p${i}`,
                promoType: t,
                bookmaker: names[i % names.length],
                valueMultiplier: 0.5,
                refundPercent: 100,
                maxRefundCash: 30,
              }),
            ),
            boosts: [
              boost({
                raceExtId: race.extRaceId,
                runnerExtId: 'x0',
                boostType: 'FIXED_PLACE_K2',
                bookmaker: names[0],
                boostedOdds: 2,
              }),
            ],
          });
          const { rows } = buildOpportunities([race], context);
          expect(rows.length).toBeGreaterThanOrEqual(n * books);
          for (const row of rows) {
            expect(row.totalEV).toBe(row.ev + row.promoEV);
            expect(numbers(row).every(Number.isFinite)).toBe(true);
            expect(row.promoEV).toBeGreaterThanOrEqual(0);
            expect(row.kelly >= 0 && row.kelly < 1).toBe(true);
            expect(row.kelly === 0).toBe(!(row.totalEV > 0));
            if (row.placeCoverage !== null)
              expect(row.placeCoverage >= 0 && row.placeCoverage <= 1).toBe(
                true,
              );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
