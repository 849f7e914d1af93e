/**
 * The fit F(r; L, U, k) of DESIGN §4.4: p_i = min(U_i, max(L_i, s · r_i)) with the one scale s > 0
 * that makes Σ p_i = k. Σ_i clamp(s · r_i) is piecewise linear and non-decreasing in s, so s is
 * found exactly: the breakpoints L_i/r_i and U_i/r_i bracket it, and inside the bracket every
 * runner is pinned low, pinned high or free, which leaves one linear equation. An estimate that
 * already obeys the bounds and sums to k (within 1e-12) is left unchanged. When k ≥ n every p is 1.
 * Needs Σ L ≤ k ≤ Σ U; a runner with r_i ≤ 0 takes r_i = L_i (it scales from its floor).
 */
export function fitInto(
  r: ArrayLike<number>,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
  k: number,
  n: number,
  out: Float64Array,
): void {
  if (k >= n) {
    out.fill(1, 0, n);
    return;
  }
  let sumR = 0;
  let inside = true;
  for (let i = 0; i < n; i++) {
    const v = r[i] > 0 ? r[i] : lower[i];
    out[i] = v;
    sumR += v;
    if (!(v >= lower[i] && v <= upper[i])) inside = false;
  }
  if (inside && Math.abs(sumR - k) <= 1e-12) return;
  const at = (s: number): number => {
    let g = 0;
    for (let i = 0; i < n; i++) {
      const v = s * out[i];
      g += v < lower[i] ? lower[i] : v > upper[i] ? upper[i] : v;
    }
    return g;
  };
  const breaks: number[] = [];
  for (let i = 0; i < n; i++) breaks.push(lower[i] / out[i], upper[i] / out[i]);
  breaks.sort((a, b) => a - b);
  let prev = 0;
  let s = breaks[breaks.length - 1];
  for (const b of breaks) {
    const g = at(b);
    if (g === k) {
      s = b;
      break;
    }
    if (g > k) {
      // Between prev and b the pinned sets are fixed: read them at the midpoint.
      const mid = (prev + b) / 2;
      let fixed = 0;
      let free = 0;
      for (let i = 0; i < n; i++) {
        const v = mid * out[i];
        if (v <= lower[i]) fixed += lower[i];
        else if (v >= upper[i]) fixed += upper[i];
        else free += out[i];
      }
      s = free > 0 ? (k - fixed) / free : b;
      break;
    }
    prev = b;
  }
  for (let i = 0; i < n; i++) {
    const v = s * out[i];
    out[i] = v < lower[i] ? lower[i] : v > upper[i] ? upper[i] : v;
  }
}
