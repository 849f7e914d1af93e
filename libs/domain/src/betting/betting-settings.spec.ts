import fc from 'fast-check';
import {
  BETTING_SETTINGS_DEFAULTS,
  bettingSettingsPatchProblems,
  suggestedStake,
} from './betting-settings';
import {
  BETTING_SETTINGS_ERROR_MESSAGES,
  parseCommissionParam,
} from './betting-settings.errors';

describe('betting settings', () => {
  describe('suggestedStake', () => {
    // round(min(bankroll × kellyFraction × kelly, bankroll × maxStakePct)), null when nothing to bet.
    it.each([
      // defaults: 1000 × 0.25 × 0.1 = 25; cap 1000 × 0.05 = 50
      [0.1, BETTING_SETTINGS_DEFAULTS, 25],
      // 1000 × 0.25 × 0.3 = 75 → capped at 50
      [0.3, BETTING_SETTINGS_DEFAULTS, 50],
      // 1000 × 0.25 × 0.0123 = 3.075 → 3
      [0.0123, BETTING_SETTINGS_DEFAULTS, 3],
      // 1000 × 0.25 × 0.0018 = 0.45 → rounds to 0 → none
      [0.0018, BETTING_SETTINGS_DEFAULTS, null],
      // 1000 × 0.25 × 0.002 = 0.5 → 1 (Math.round rounds half up)
      [0.002, BETTING_SETTINGS_DEFAULTS, 1],
      [0, BETTING_SETTINGS_DEFAULTS, null],
      // full Kelly on 2,500 with a 100 % cap: 2500 × 1 × 0.0625 = 156.25 → 156
      [0.0625, { bankroll: 2500, kellyFraction: 1, maxStakePct: 1 }, 156],
      [0.2, { bankroll: 0, kellyFraction: 0.25, maxStakePct: 0.05 }, null],
    ])('kelly %p with %j → %p', (kelly, settings, expected) => {
      expect(suggestedStake(kelly, settings)).toBe(expected);
    });

    it('should never pass the cap nor the Kelly fraction of the bankroll, and be null or a positive whole number', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 0.999, noNaN: true }),
          fc.double({ min: 0, max: 1e7, noNaN: true }),
          fc.double({ min: 0.05, max: 1, noNaN: true }),
          fc.double({ min: 0.01, max: 1, noNaN: true }),
          (kelly, bankroll, kellyFraction, maxStakePct) => {
            const stake = suggestedStake(kelly, {
              bankroll,
              kellyFraction,
              maxStakePct,
            });
            if (stake === null) return;
            expect(Number.isInteger(stake) && stake > 0).toBe(true);
            expect(stake).toBeLessThanOrEqual(
              Math.round(bankroll * maxStakePct),
            );
            expect(stake).toBeLessThanOrEqual(
              Math.round(bankroll * kellyFraction * kelly),
            );
          },
        ),
      );
    });
  });

  describe('bettingSettingsPatchProblems', () => {
    it('should accept the bounds themselves and an empty patch', () => {
      expect(bettingSettingsPatchProblems({})).toEqual([]);
      expect(
        bettingSettingsPatchProblems({
          bankroll: 0,
          kellyFraction: 0.05,
          maxStakePct: 0.01,
          fairMethod: 'worst_case',
        }),
      ).toEqual([]);
      expect(
        bettingSettingsPatchProblems({
          bankroll: 1e9,
          kellyFraction: 1,
          maxStakePct: 1,
        }),
      ).toEqual([]);
    });

    it('should name every broken rule in field order', () => {
      expect(
        bettingSettingsPatchProblems({
          bankroll: '100',
          kellyFraction: 0,
          maxStakePct: 2,
          fairMethod: 'Shin',
        }),
      ).toEqual([
        'BANKROLL_RANGE',
        'KELLY_FRACTION_RANGE',
        'MAX_STAKE_RANGE',
        'FAIR_PRICE_METHOD_INVALID',
      ]);
    });

    it('should say the bounds in its messages', () => {
      expect(BETTING_SETTINGS_ERROR_MESSAGES).toEqual({
        BANKROLL_RANGE:
          'Bankroll must be a number from 0 to 1,000,000,000 dollars',
        KELLY_FRACTION_RANGE: 'Kelly fraction must be a number from 0.05 to 1',
        MAX_STAKE_RANGE:
          'Max stake must be a share of the bankroll from 0.01 to 1',
        FAIR_PRICE_METHOD_INVALID:
          'Fair price method must be one of default, multiplicative, power, shin, worst_case',
        COMMISSION_RANGE: 'Commission must be a number from 0 to 20 (percent)',
        RETENTION_SOURCE_INVALID:
          'Retention source must be one of promo, measured',
      });
    });
  });
});

describe('commission and retention source (docs/ev-model.md §10)', () => {
  it('should default to the exchange’s 7 % and the promo’s multiplier', () => {
    expect(BETTING_SETTINGS_DEFAULTS).toMatchObject({
      commissionPct: 7,
      retentionSource: 'promo',
    });
  });

  it.each([
    [{ commissionPct: 0 }, []],
    [{ commissionPct: 20 }, []],
    [{ commissionPct: 20.5 }, ['COMMISSION_RANGE']],
    [{ commissionPct: -1 }, ['COMMISSION_RANGE']],
    [{ commissionPct: '7' }, ['COMMISSION_RANGE']],
    [{ retentionSource: 'measured' }, []],
    [{ retentionSource: 'guess' }, ['RETENTION_SOURCE_INVALID']],
  ])('should check %j → %j', (patch, problems) => {
    expect(bettingSettingsPatchProblems(patch)).toEqual(problems);
  });

  it.each([
    [null, null],
    ['8', 0.08],
    [' 0 ', 0],
    ['20', 0.2],
    ['6.5', 0.065],
  ])('should read commission=%p as %p', (raw, fraction) => {
    expect(parseCommissionParam(raw)).toBe(fraction);
  });

  it.each(['21', '-1', 'abc', '', '0x10', '1e1', 'Infinity'])(
    'should refuse commission=%p with the bounds and what was sent',
    (raw) => {
      expect(() => parseCommissionParam(raw)).toThrow(
        `Commission must be a number from 0 to 20 (percent) (got "${raw}")`,
      );
    },
  );
});
