import fc from 'fast-check';
import { BETTING_SETTINGS_DEFAULTS, suggestedStake } from '@overlay/domain';
import { binaryKelly, kellyFraction, KELLY_MAX_FRACTION } from './kelly';

/** Expected growth G(f) = Σ p·ln(1 + f·x) of the three outcomes (win, refund, lose). */
function growth(
  f: number,
  pWin: number,
  winNet: number,
  pRefund: number,
  refundNet: number,
): number {
  const pLose = Math.max(0, 1 - pWin - pRefund);
  return (
    pWin * Math.log1p(f * winNet) +
    pRefund * Math.log1p(f * refundNet) +
    (pLose > 0 ? pLose * Math.log1p(-f) : 0)
  );
}

/** EV per unit staked: what totalEV / 100 is for the same outcomes. */
const edge = (
  pWin: number,
  winNet: number,
  pRefund: number,
  refundNet: number,
) => pWin * winNet + pRefund * refundNet - Math.max(0, 1 - pWin - pRefund);

describe('kelly', () => {
  describe('binaryKelly: p − q/b', () => {
    it.each([
      // p 0.5 at 2.2: 0.5 − 0.5/1.2 = 1/12
      [0.5, 2.2, 1 / 12],
      // p 0.25 at 5: 0.25 − 0.75/4 = 0.0625
      [0.25, 5, 0.0625],
      // p 0.25 at 4: no edge (EV 0) → 0
      [0.25, 4, 0],
      // p 0.2 at 4.6: 0.2 − 0.8/3.6 < 0 → 0
      [0.2, 4.6, 0],
      // price 1: nothing to win
      [0.9, 1, 0],
    ])('p %p at price %p → %p', (p, price, expected) => {
      expect(binaryKelly(p, price - 1)).toBeCloseTo(expected, 12);
    });
  });

  describe('kellyFraction with a refund outcome', () => {
    // Each promo case is a quadratic: multiplying G′(f) = 0 by its three denominators gives
    // c2·f² + c1·f + c0 = 0 (c0 is the EV per unit); the Kelly fraction is its smaller root.
    it.each([
      // Live rows' hand race: win 0.5 at +1.2, placed-not-won 0.34 at −0.6 (retention 0.4),
      // lose 0.16: 0.72f² − 1.0968f + 0.236 = 0 → f = (1.0968 − √0.52329024)/1.44 = 0.259313869.
      ['bonus back, retention 0.4', 0.5, 2.2, 0.34, 0.4, 0.259313869],
      // docs/ev-model.md worked example: win 0.2 at 4.6 (base EV −8 %, no stake on its own),
      // placed-not-won 0.55 − 0.2 = 0.35 paying a bonus bet worth 0.75: totalEV +18.25 %.
      // 0.9f² − 2.635f + 0.1825 = 0 → f = (2.635 − √6.286225)/1.8 = 0.070980815.
      ['bonus back 2nd/3rd, retention 0.75', 0.2, 4.6, 0.35, 0.75, 0.070980815],
      // Cash back 100 % capped at $25 on the $50 reference stake: retention 0.5. Win 0.3 at 3.5,
      // placed-not-won 0.25 at −0.5, lose 0.45: 1.25f² − 2.2125f + 0.175 = 0 → f = 0.082986908.
      ['cash back capped to retention 0.5', 0.3, 3.5, 0.25, 0.5, 0.082986908],
      // Retention 0: the refund is a loss, so the closed form p − q/b = 0.3 − 0.7/2.5 = 0.02.
      ['a refund worth nothing', 0.3, 3.5, 0.25, 0, 0.02],
      // No edge left after the promo: 0.2 × 3 − 0.1 × 0.5 − 0.7 = −0.15 → 0.
      ['a promo that does not rescue the bet', 0.2, 4, 0.1, 0.5, 0],
    ])(
      '%s: p_win %p at %p, refund %p × %p → %p',
      (_name, pWin, price, pRefund, retention, expected) => {
        expect(
          kellyFraction(pWin, price - 1, pRefund, retention - 1),
        ).toBeCloseTo(expected, 9);
      },
    );

    it('should give the stake of the docs/ev-model.md §7 example: $18 at quarter Kelly on $1,000', () => {
      const f = kellyFraction(0.2, 3.6, 0.35, -0.25);
      expect(f).toBeCloseTo(0.071, 4);
      expect(suggestedStake(f, BETTING_SETTINGS_DEFAULTS)).toBe(18);
      expect(
        suggestedStake(binaryKelly(0.2, 3.6), BETTING_SETTINGS_DEFAULTS),
      ).toBeNull();
    });

    it('should equal p − q/b when there is no refund', () => {
      expect(kellyFraction(0.25, 4, 0, -1)).toBeCloseTo(0.0625, 12);
      expect(kellyFraction(0.5, 1.2, 0, -0.25)).toBeCloseTo(1 / 12, 12);
    });

    it('should stop below 1 when the bet can never lose its whole stake', () => {
      // Placed or won for sure: win 0.4 at +1, refund 0.6 at −0.25: growth rises all the way to f = 1.
      expect(kellyFraction(0.4, 1, 0.6, -0.25)).toBe(KELLY_MAX_FRACTION);
    });
  });

  describe('properties', () => {
    const bet = fc
      .record({
        pWin: fc.double({ min: 0.005, max: 0.95, noNaN: true }),
        price: fc.double({ min: 1.01, max: 200, noNaN: true }),
        share: fc.double({ min: 0, max: 0.99, noNaN: true }),
        retention: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      // refund chance: a share of what is left after the win (p_topk ≤ 1).
      .map(({ pWin, price, share, retention }) => ({
        pWin,
        price,
        pRefund: (1 - pWin) * share,
        retention,
      }));

    it('should give about nothing at an edge of zero to rounding (seed 1012691107 found it)', () => {
      // A refund that returns nothing (retention 0) and no refund at all: 0.005 × 199 − 0.995.
      expect(kellyFraction(0.005, 199, 0.995 * 0.5, -1)).toBeLessThan(1e-9);
      expect(kellyFraction(0.005, 199, 0, 0)).toBeLessThan(1e-9);
      expect(binaryKelly(0.005, 199)).toBeLessThan(1e-9);
    });

    it('should lie in [0, 1) and be 0 exactly when the bet has no edge', () => {
      fc.assert(
        fc.property(bet, ({ pWin, price, pRefund, retention }) => {
          const f = kellyFraction(pWin, price - 1, pRefund, retention - 1);
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
          const e = edge(pWin, price - 1, pRefund, retention - 1);
          // At an edge of zero to rounding (p 0.005 at 200: 0.005 × 199 − 0.995) either side of
          // the sign is rounding noise, and so is any fraction it gives.
          if (Math.abs(e) < 1e-12) expect(f).toBeLessThan(1e-9);
          else expect(f === 0).toBe(!(e > 0));
        }),
      );
    });

    it('should maximise the expected log growth (no nearby fraction does better)', () => {
      fc.assert(
        fc.property(bet, ({ pWin, price, pRefund, retention }) => {
          const f = kellyFraction(pWin, price - 1, pRefund, retention - 1);
          const g = growth(f, pWin, price - 1, pRefund, retention - 1);
          for (const other of [f - 1e-4, f + 1e-4, f / 2, f * 1.5]) {
            if (other < 0 || other >= KELLY_MAX_FRACTION) continue;
            expect(
              growth(other, pWin, price - 1, pRefund, retention - 1),
            ).toBeLessThanOrEqual(g + 1e-12);
          }
        }),
      );
    });

    it('should not fall as the price rises, nor as the retention rises', () => {
      fc.assert(
        fc.property(
          bet,
          fc.double({ min: 0, max: 5, noNaN: true }),
          ({ pWin, price, pRefund, retention }, step) => {
            const f = kellyFraction(pWin, price - 1, pRefund, retention - 1);
            expect(
              kellyFraction(pWin, price + step - 1, pRefund, retention - 1),
            ).toBeGreaterThanOrEqual(f - 1e-9);
            const better = Math.min(1, retention + step / 5);
            expect(
              kellyFraction(pWin, price - 1, pRefund, better - 1),
            ).toBeGreaterThanOrEqual(f - 1e-9);
          },
        ),
      );
    });
  });
});
