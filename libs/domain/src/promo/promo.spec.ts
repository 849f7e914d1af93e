import {
  defaultPromoLabel,
  isPromoType,
  PROMO_TYPES,
  promoFamily,
  promoTypeK,
  promoVisibilityLabel,
} from './promo';
import { validatePromoDraft } from './promo.errors';

describe('promo', () => {
  it.each([
    ['BonusBack_2nd', 'BonusBack', 2],
    ['BonusBack_2nd3rd', 'BonusBack', 3],
    ['BonusBack_2nd3rd4th', 'BonusBack', 4],
    ['CashBack_2nd', 'CashBack', 2],
    ['CashBack_2nd3rd', 'CashBack', 3],
    ['CashBack_2nd3rd4th', 'CashBack', 4],
    ['Token_2nd', 'Token', 2],
    ['Token_2nd3rd', 'Token', 3],
    ['Token_2nd3rd4th', 'Token', 4],
    ['BetBoost', 'BetBoost', 0],
  ] as const)('should read %s as family %s with k %p', (type, family, k) => {
    expect(promoFamily(type)).toBe(family);
    expect(promoTypeK(type)).toBe(k);
  });

  it('should know all ten promo types', () => {
    expect(PROMO_TYPES).toHaveLength(10);
    expect(isPromoType('Token_2nd3rd')).toBe(true);
    expect(isPromoType('Token_3rd')).toBe(false);
  });

  it.each([
    ['codes', ['TB', 'GR'], 'TB+GR races'],
    ['codes', [], 'All races'],
    ['all', ['TB'], 'All races'],
    ['races', [], 'All races'],
  ] as const)(
    'should label scope %s with codes %p as %p',
    (scope, codes, label) => {
      expect(defaultPromoLabel(scope, codes)).toBe(label);
    },
  );

  it('should show global as Shared and personal as Personal', () => {
    expect(promoVisibilityLabel('global')).toBe('Shared');
    expect(promoVisibilityLabel('personal')).toBe('Personal');
  });
});

describe('validatePromoDraft', () => {
  const ok = {
    bookmaker: 'Betr',
    promoType: 'BonusBack_2nd3rd',
    scope: 'all',
    valueMultiplier: 0.75,
    conditions: { minRunners: 8 },
  };
  it('should accept a valid draft', () => {
    expect(validatePromoDraft(ok)).toEqual([]);
  });

  it.each([
    [
      'no races for scope races',
      { scope: 'races', raceExtIds: [] },
      'raceExtIds',
      'Please select at least one race',
    ],
    [
      'no codes for scope codes',
      { scope: 'codes', codes: [] },
      'codes',
      'Please select at least one race code',
    ],
    [
      'an unknown code',
      { scope: 'codes', codes: ['XX'] },
      'codes',
      'Race codes must be TB, GR or HR',
    ],
    [
      'a blank bookmaker',
      { bookmaker: '  ' },
      'bookmaker',
      'Please select a bookmaker',
    ],
    [
      'an unknown type',
      { promoType: 'Mystery' },
      'promoType',
      'Please select a valid promo type',
    ],
    [
      'a multiplier above 1',
      { valueMultiplier: 1.2 },
      'valueMultiplier',
      'Value multiplier must be between 0 and 1',
    ],
    [
      'negative min runners',
      { conditions: { minRunners: -1 } },
      'conditions.minRunners',
      'Min runners must be a whole number of at least 0',
    ],
    [
      'a cash-back without max refund',
      { promoType: 'CashBack_2nd3rd', refundPercent: 100, maxRefundCash: null },
      'maxRefundCash',
      'Max refund is required and must be at least 0',
    ],
    [
      'a refund above 100 %',
      { promoType: 'CashBack_2nd3rd', refundPercent: 120, maxRefundCash: 50 },
      'refundPercent',
      'Refund percent must be between 0 and 100',
    ],
  ])('should refuse %s', (_label, change, field, message) => {
    expect(validatePromoDraft({ ...ok, ...change })).toEqual([
      expect.objectContaining({ field, message }),
    ]);
  });
});
