import { Scratch } from '../core/scratch';

// The sorted breakpoints of one fit; never outlives a call.
const breakScratch = new Scratch();

/** Σ_i clamp(s · r_i, L_i, U_i) in index order. */
function clampedSum(
  s: number,
  r: Float64Array,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
  n: number,
): number {
  let g = 0;
  for (let i = 0; i < n; i++) {
    const v = s * r[i];
    g += v < lower[i] ? lower[i] : v > upper[i] ? upper[i] : v;
  }
  return g;
}

/** Sorts a[0..m) ascending in place (insertion sort: m is twice a field, a few dozen at most). */
function sortAscending(a: Float64Array, m: number): void {
  for (let i = 1; i < m; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

/**
 * The fit F(r; L, U, k) of docs/architecture.md §4.4: p_i = min(U_i, max(L_i, s · r_i)) with the one scale s > 0
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
  const m = 2 * n;
  const breaks = breakScratch.get(m);
  for (let i = 0; i < n; i++) {
    breaks[2 * i] = lower[i] / out[i];
    breaks[2 * i + 1] = upper[i] / out[i];
  }
  sortAscending(breaks, m);
  // The first breakpoint where the sum reaches k, by bisection over the sorted breakpoints: the
  // sum is non-decreasing in s in floating point too (each product, clamp and addition is).
  let lo = 0;
  let hi = m;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (clampedSum(breaks[mid], out, lower, upper, n) >= k) hi = mid;
    else lo = mid + 1;
  }
  let s = breaks[m - 1];
  if (lo < m) {
    const b = breaks[lo];
    if (clampedSum(b, out, lower, upper, n) === k) s = b;
    else {
      // Between the previous breakpoint and b the pinned sets are fixed: read them at the midpoint.
      const prev = lo > 0 ? breaks[lo - 1] : 0;
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
    }
  }
  for (let i = 0; i < n; i++) {
    const v = s * out[i];
    out[i] = v < lower[i] ? lower[i] : v > upper[i] ? upper[i] : v;
  }
}
