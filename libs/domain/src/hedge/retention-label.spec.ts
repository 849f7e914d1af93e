import { retentionLabel } from './retention-label';

describe('retentionLabel', () => {
  it('should name each source, with the value when given', () => {
    expect(retentionLabel('promo', 0.75, 'BonusBack_2nd')).toBe(
      "Retention 0.75: the promo's value multiplier",
    );
    expect(retentionLabel('measured', 0.812, 'Token_2nd3rd')).toBe(
      'Retention 0.81: measured from the market',
    );
    expect(retentionLabel('override', 0.6)).toBe(
      "Retention 0.60: the live page's override",
    );
    expect(retentionLabel('measured')).toBe(
      'Retention: measured from the market',
    );
  });

  it('should say nothing for a figure without a bonus bet, and name cash back’s refund', () => {
    expect(retentionLabel('promo', 0.1, 'BetBoost')).toBeNull();
    expect(retentionLabel('promo', null, null)).toBeNull();
    expect(retentionLabel('promo', null, 'boost')).toBeNull();
    expect(retentionLabel('promo', 0.5, 'CashBack_2nd')).toBe(
      'Retention: the cash refund',
    );
    expect(retentionLabel(null, null, 'BonusBack_2nd')).toBeNull();
  });
});
