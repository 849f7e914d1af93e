/**
 * Full Kelly stake, as a fraction of the bankroll, for a bet with up to three outcomes per unit
 * staked: win (pWin, pays winNet), refund (pRefund: placed without winning, pays refundNet, i.e.
 * −1 + the promo's retention) and lose (the rest, pays −1). It maximises the expected log growth
 *   G(f) = pWin·ln(1 + f·winNet) + pRefund·ln(1 + f·refundNet) + pLose·ln(1 − f)
 * over 0 ≤ f < 1. G is concave, so the answer is the root of
 *   G′(f) = pWin·winNet/(1 + f·winNet) + pRefund·refundNet/(1 + f·refundNet) − pLose/(1 − f),
 * found by Newton's method kept inside a bisection bracket. G′(0) is the bet's expected net per
 * unit (totalEV / 100), so the fraction is 0 exactly when the bet has no edge. Without a refund
 * the root is the textbook p − q/b.
 */

/** The largest fraction returned: only a bet that can never lose its whole stake gets near it. */
export const KELLY_MAX_FRACTION = 0.999;

const TOLERANCE = 1e-13;
const MAX_STEPS = 60;

/** Full Kelly fraction of a win/lose bet: p − (1 − p)/b with b = price − 1; 0 without an edge. */
export function binaryKelly(pWin: number, winNet: number): number {
  if (!(winNet > 0) || !(pWin > 0)) return 0;
  const f = pWin - (1 - pWin) / winNet;
  return f > 0 ? (f < KELLY_MAX_FRACTION ? f : KELLY_MAX_FRACTION) : 0;
}

/** Full Kelly fraction for the three outcomes above (refundNet in [−1, 0]); 0 without an edge. */
export function kellyFraction(
  pWin: number,
  winNet: number,
  pRefund: number,
  refundNet: number,
): number {
  // A refund worth nothing (or no refund chance) is a plain loss: the closed form is exact.
  if (!(pRefund > 0) || !(refundNet > -1)) return binaryKelly(pWin, winNet);
  if (!(winNet > 0) || !(pWin >= 0)) return 0;
  const rest = 1 - pWin - pRefund;
  const pLose = rest > 0 ? rest : 0;
  const slope = (f: number): number =>
    (pWin * winNet) / (1 + f * winNet) +
    (pRefund * refundNet) / (1 + f * refundNet) -
    pLose / (1 - f);
  if (!(slope(0) > 0)) return 0;
  if (slope(KELLY_MAX_FRACTION) >= 0) return KELLY_MAX_FRACTION;
  let lo = 0;
  let hi = KELLY_MAX_FRACTION;
  // Start from the closed form that counts the refund as a loss: a lower bound of the answer.
  let f = binaryKelly(pWin, winNet);
  for (let step = 0; step < MAX_STEPS; step++) {
    const a = 1 + f * winNet;
    const c = 1 + f * refundNet;
    const d = 1 - f;
    const g = (pWin * winNet) / a + (pRefund * refundNet) / c - pLose / d;
    if (g > 0) lo = f;
    else hi = f;
    const curvature =
      (pWin * winNet * winNet) / (a * a) +
      (pRefund * refundNet * refundNet) / (c * c) +
      pLose / (d * d);
    let next = f + g / curvature;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - f) < TOLERANCE || hi - lo < TOLERANCE) return next;
    f = next;
  }
  return f;
}
