import fc from 'fast-check';
import {
  bestPromoIndex,
  betBoostPromoEV,
  breakevenRetention,
  placePromoEV,
  promoApplicability,
  promoRetention,
  refundChance,
} from './promo-value';
import { promo } from '../testing/test-fixtures';

describe('promo value', () => {
  describe('refundChance', () => {
    it.each([
      [0.45, 0.2, 0.25], // 0.45 − 0.2
      [0.84, 0.5, 0.34], // 0.84 − 0.5
      [0.2, 0.3, 0], // p_topk below p_win (an inconsistent market) → 0
      [1, 1, 0],
    ])('should be max(0, %p − %p) = %p', (pTopK, pWin, expected) => {
      expect(refundChance(pTopK, pWin)).toBeCloseTo(expected, 12);
    });

    it('should never be negative (property)', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (a, b) => refundChance(a, b) >= 0,
        ),
      );
    });
  });

  describe('placePromoEV', () => {
    it.each([
      // (0.45 − 0.2) × 0.75 × 100 = 18.75
      [0.45, 0.2, 0.75, 18.75],
      // (0.84 − 0.5) × 0.75 × 100 = 25.5
      [0.84, 0.5, 0.75, 25.5],
      // (0.29 − 0.125) × 0.4 × 100 = 6.6
      [0.29, 0.125, 0.4, 6.6],
      [0.1, 0.3, 0.75, 0],
    ])(
      'should give refundChance × retention × 100 for p_topk %p, p_win %p, retention %p',
      (pTopK, pWin, r, expected) => {
        expect(placePromoEV(pTopK, pWin, r)).toBeCloseTo(expected, 10);
      },
    );
  });

  describe('betBoostPromoEV', () => {
    it.each([
      // 0.25 × (5 − 1) × 0.1 × 100 = 10
      [0.25, 5, 0.1, 10],
      // 0.5 × (2.2 − 1) × 0.25 × 100 = 15
      [0.5, 2.2, 0.25, 15],
    ])(
      'should give p_win × (price − 1) × fraction × 100 for %p, %p, %p',
      (pWin, price, fraction, expected) => {
        expect(betBoostPromoEV(pWin, price, fraction)).toBeCloseTo(
          expected,
          10,
        );
      },
    );
  });

  describe('breakevenRetention', () => {
    it.each<[number, number, number | 'any' | 'none']>([
      [-10, 0.2, 0.5], // −(−10)/(0.2 × 100)
      [-3, 0.12, 0.25], // 3/12
      // Rule change (docs/architecture.md §4.5): +EV without a promo is 'any' (was the negative −0.25).
      [5, 0.2, 'any'],
      [0, 0, 'any'],
      [-10, 0, 'none'], // no refund chance: no retention breaks even (was null)
      [-30, 0.2, 'none'], // r* = 30/20 = 1.5 > 1: even the whole stake back loses (docs/ev-model.md §3)
      [-20, 0.2, 1], // r* = 20/20 = 1 exactly: a full refund breaks even
      [-20.000001, 0.2, 'none'], // just above 1
    ])(
      'should give r* = −baseEV / (refundChance × 100) for baseEV %p, refundChance %p',
      (ev, chance, expected) => {
        const r = breakevenRetention(ev, chance);
        if (typeof expected === 'string') expect(r).toBe(expected);
        else expect(r).toBeCloseTo(expected, 12);
      },
    );
  });

  describe('promoRetention', () => {
    it.each([
      [
        'BonusBack = valueMultiplier',
        promo({ promoType: 'BonusBack_2nd3rd', valueMultiplier: 0.75 }),
        50,
        null,
        0.75,
      ],
      [
        'Token = valueMultiplier',
        promo({ promoType: 'Token_2nd', valueMultiplier: 0.6 }),
        50,
        null,
        0.6,
      ],
      [
        'the live override replaces a bonus-bet retention',
        promo({ promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }),
        50,
        0.4,
        0.4,
      ],
      // min(50 × 100/100, 50)/50 = 1
      [
        'CashBack 100 % capped at the stake',
        promo({
          promoType: 'CashBack_2nd3rd',
          refundPercent: 100,
          maxRefundCash: 50,
        }),
        50,
        null,
        1,
      ],
      // min(50 × 100/100, 25)/50 = 0.5
      [
        'CashBack capped below the stake',
        promo({
          promoType: 'CashBack_2nd3rd',
          refundPercent: 100,
          maxRefundCash: 25,
        }),
        50,
        null,
        0.5,
      ],
      // min(100 × 50/100, 50)/100 = 0.5
      [
        'CashBack 50 % of a 100 stake',
        promo({
          promoType: 'CashBack_2nd',
          refundPercent: 50,
          maxRefundCash: 50,
        }),
        100,
        null,
        0.5,
      ],
      // min(200 × 1, 50)/200 = 0.25
      [
        'CashBack cap against a larger reference stake',
        promo({
          promoType: 'CashBack_2nd3rd4th',
          refundPercent: 100,
          maxRefundCash: 50,
        }),
        200,
        null,
        0.25,
      ],
      [
        'CashBack without a cap',
        promo({
          promoType: 'CashBack_2nd',
          refundPercent: 80,
          maxRefundCash: null,
        }),
        50,
        null,
        0.8,
      ],
      [
        'CashBack ignores the bonus-bet override',
        promo({
          promoType: 'CashBack_2nd',
          refundPercent: 100,
          maxRefundCash: 50,
        }),
        50,
        0.4,
        1,
      ],
      [
        'BetBoost = its boost fraction',
        promo({ promoType: 'BetBoost', valueMultiplier: 0.1 }),
        50,
        0.4,
        0.1,
      ],
    ])('should give %s', (_label, p, stake, override, expected) => {
      expect(promoRetention(p, stake, override)).toBeCloseTo(expected, 12);
    });
  });

  describe('promoApplicability', () => {
    const race = {
      extRaceId: 'flem-r1',
      code: 'TB' as const,
      venue: 'Flemington',
      activeRunners: 10,
    };
    const base = {
      race,
      bookmaker: 'Sportsbet',
      viewerId: 'u1',
      placesPaid: 3,
    };
    it.each([
      [
        'the same bookmaker in any case',
        promo({ bookmaker: 'SPORTSBET ' }),
        {},
        null,
      ],
      [
        'another bookmaker',
        promo({ bookmaker: 'TAB' }),
        {},
        'different bookmaker',
      ],
      [
        'scope codes with the race code',
        promo({ scope: 'codes', codes: ['TB', 'HR'] }),
        {},
        null,
      ],
      [
        'scope codes without it',
        promo({ scope: 'codes', codes: ['GR'] }),
        {},
        'scope codes GR excludes TB',
      ],
      [
        'scope races with the race',
        promo({ scope: 'races', raceExtIds: ['flem-r1'] }),
        {},
        null,
      ],
      [
        'scope races without it',
        promo({ scope: 'races', raceExtIds: ['flem-r2'] }),
        {},
        'race not in the promo scope',
      ],
      ['minRunners met', promo({ conditions: { minRunners: 10 } }), {}, null],
      [
        'minRunners not met',
        promo({ conditions: { minRunners: 11 } }),
        {},
        'needs 11 runners, race has 10',
      ],
      [
        'venues including the venue (normalised)',
        promo({ promoType: 'CashBack_2nd3rd', venues: ['FLEMINGTON'] }),
        {},
        null,
      ],
      [
        'venues without the venue',
        promo({ promoType: 'CashBack_2nd3rd', venues: ['Randwick'] }),
        {},
        'venue not in the promo venues',
      ],
      [
        'a personal promo of the viewer',
        promo({ visibility: 'personal', createdBy: 'u1' }),
        {},
        null,
      ],
      [
        'a personal promo of someone else',
        promo({ visibility: 'personal', createdBy: 'u2' }),
        {},
        'personal promo of another user',
      ],
      [
        'a place promo where no places are paid',
        promo(),
        { placesPaid: 0 },
        'no places paid in this race (fewer than 5 active runners)',
      ],
      [
        'a BetBoost where no places are paid',
        promo({ promoType: 'BetBoost', valueMultiplier: 0.1 }),
        { placesPaid: 0 },
        null,
      ],
    ])('should decide %s', (_label, p, extra, expected) => {
      expect(promoApplicability({ ...base, ...extra, promo: p })).toBe(
        expected,
      );
    });
  });

  describe('bestPromoIndex', () => {
    it.each([
      [[3, 7.5, 2], 1],
      [[4, 4], 0], // ties keep the first (promos are ordered by id)
      [[0], 0],
      [[], -1],
    ])('should pick the highest promoEV of %p', (values, expected) => {
      expect(bestPromoIndex(values)).toBe(expected);
    });
  });
});
