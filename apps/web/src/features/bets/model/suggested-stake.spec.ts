import { suggestedStakeFor } from './suggested-stake';

const SETTINGS = { bankroll: 1000, kellyFraction: 0.25, maxStakePct: 0.05 };

describe('suggestedStakeFor', () => {
  it.each([
    // 1000 × 0.25 × 0.1 = 25, under the 50 cap
    [0.1, 25],
    // 1000 × 0.25 × 0.3 = 75, capped at 1000 × 0.05 = 50
    [0.3, 50],
    // 1000 × 0.25 × 0.0018 = 0.45 rounds to 0: no suggestion
    [0.0018, null],
    [0, null],
    [null, null],
  ])('should suggest for kelly %s: %s', (kelly, expected) => {
    expect(suggestedStakeFor(kelly, SETTINGS)).toBe(expected);
  });

  it('should suggest nothing without settings', () => {
    expect(suggestedStakeFor(0.1, null)).toBeNull();
  });
});
