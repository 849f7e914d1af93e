import { assertValidOdds, EngineError } from '../core/engine.errors';
import { Scratch } from '../core/scratch';

// Kernels work on inverse odds x = 1/O in a Float64Array prefix of length n; they allocate nothing
// so the per-race valuation can call them in its hot path. Public wrappers validate and allocate.

const logScratch = new Scratch(32);

/** Floor of a devigged probability: extreme books can underflow a runner to 0, which would make its price infinite. */
export const MIN_PROBABILITY = 1e-12;

/** MPTO kernel: out_i = x_i − (Σx − target)/n; returns true when every out_i lies in (0, 1). */
export function mptoInto(
  inv: ArrayLike<number>,
  n: number,
  target: number,
  out: Float64Array,
): boolean {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += inv[i];
  const shift = (sum - target) / n;
  let valid = true;
  for (let i = 0; i < n; i++) {
    const p = inv[i] - shift;
    out[i] = p;
    if (!(p > 0 && p < 1)) valid = false;
  }
  return valid;
}

/**
 * Power kernel: out_i = x_i^c with c solving Σ x_i^c = target (0 < target ≤ n). f(c) = Σx^c − T is
 * convex and decreasing, so Newton from a point left of the root (c = 1 when Σx > T, else 0)
 * climbs monotonically to it. Returns c.
 */
export function powerInto(
  inv: ArrayLike<number>,
  n: number,
  target: number,
  out: Float64Array,
): number {
  if (target >= n) {
    for (let i = 0; i < n; i++) out[i] = 1;
    return 0;
  }
  const logs = logScratch.get(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    logs[i] = Math.log(inv[i]);
    sum += inv[i];
  }
  let c = sum > target ? 1 : 0;
  for (let iter = 0; iter < 100; iter++) {
    let f = -target;
    let df = 0;
    for (let i = 0; i < n; i++) {
      const v = Math.exp(c * logs[i]);
      f += v;
      df += logs[i] * v;
    }
    if (f <= 1e-14 * target || df === 0) break;
    const next = c - f / df;
    if (!(next > c)) break;
    c = next;
  }
  for (let i = 0; i < n; i++) {
    const p = Math.exp(c * logs[i]);
    out[i] = p >= MIN_PROBABILITY ? p : MIN_PROBABILITY;
  }
  return c;
}

/** Multiplicative kernel: out_i = x_i × target / Σx. */
export function multiplicativeInto(
  inv: ArrayLike<number>,
  n: number,
  target: number,
  out: Float64Array,
): void {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += inv[i];
  const scale = target / sum;
  for (let i = 0; i < n; i++) out[i] = inv[i] * scale;
}

/** Fixed-point iterations for Shin's z: Štrumbelj's iteration converges in tens of steps, a few hundred for some 3-runner books. */
const SHIN_MAX_ITERATIONS = 2000;
const SHIN_TOLERANCE = 1e-13;

/** Σ_i p_i(z) of Shin's formula, written 2s/(sqrt(z² + 4(1−z)s) + z) with s = x²/Π (no cancellation for longshots). */
function shinSum(
  inv: ArrayLike<number>,
  n: number,
  sum: number,
  z: number,
): number {
  let total = 0;
  for (let i = 0; i < n; i++) {
    const s = (inv[i] * inv[i]) / sum;
    total += (2 * s) / (Math.sqrt(z * z + 4 * (1 - z) * s) + z);
  }
  return total;
}

/** Štrumbelj's fixed-point iteration for z from 0; NaN when it leaves [0, 1) or does not settle. */
function shinFixedPoint(
  inv: ArrayLike<number>,
  n: number,
  sum: number,
): number {
  let z = 0;
  for (let iter = 0; iter < SHIN_MAX_ITERATIONS; iter++) {
    let roots = 0;
    for (let i = 0; i < n; i++)
      roots += Math.sqrt(z * z + (4 * (1 - z) * inv[i] * inv[i]) / sum);
    const next = (roots - 2) / (n - 2);
    if (!(next >= 0 && next < 1)) return NaN;
    if (Math.abs(next - z) < SHIN_TOLERANCE) return next;
    z = next;
  }
  return NaN;
}

/**
 * Shin kernel to sum 1 (Shin 1993, Štrumbelj 2014): with Π = Σx and z the insiders' share,
 * p_i = (sqrt(z² + 4(1−z)·x_i²/Π) − z) / (2(1−z)), z found by Štrumbelj's fixed-point iteration
 * z ← (Σ sqrt(z² + 4(1−z)·x_i²/Π) − 2) / (n − 2) from z = 0. Σp(z) falls from sqrt(Π) > 1 at z = 0
 * to Σx²/Π < 1 at z = 1, so the root is unique in (0, 1); where the iteration does not settle
 * (books with a huge overround make it jump out of [0, 1)), bisection finds that same root.
 * n = 2: the iteration divides by 0, and Shin equals the additive method there
 * (p_i = x_i − (Π − 1)/2, always in (0, 1)). A book without overround (Π ≤ 1) has no insider share
 * to remove: p = x/Π (z = 0 and normalised, the multiplicative result). Returns z (NaN for n = 2).
 */
export function shinInto(
  inv: ArrayLike<number>,
  n: number,
  out: Float64Array,
): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += inv[i];
  if (n === 1) {
    out[0] = 1;
    return 0;
  }
  if (n === 2) {
    const shift = (sum - 1) / 2;
    out[0] = inv[0] - shift;
    out[1] = inv[1] - shift;
    return NaN;
  }
  if (!(sum > 1)) {
    for (let i = 0; i < n; i++) out[i] = inv[i] / sum;
    return 0;
  }
  let z = shinFixedPoint(inv, n, sum);
  if (z !== z) {
    let lo = 0;
    let hi = 1;
    for (let iter = 0; iter < 200 && hi - lo > 1e-16; iter++) {
      const mid = (lo + hi) / 2;
      if (shinSum(inv, n, sum, mid) > 1) lo = mid;
      else hi = mid;
    }
    z = (lo + hi) / 2;
  }
  let total = 0;
  for (let i = 0; i < n; i++) {
    const s = (inv[i] * inv[i]) / sum;
    const p = (2 * s) / (Math.sqrt(z * z + 4 * (1 - z) * s) + z);
    out[i] = p >= MIN_PROBABILITY ? p : MIN_PROBABILITY;
    total += out[i];
  }
  // At the root Σp = 1; dividing removes the last rounding.
  for (let i = 0; i < n; i++) out[i] /= total;
  return z;
}

function prepare(odds: readonly number[], target: number): Float64Array {
  assertValidOdds(odds);
  if (!(Number.isFinite(target) && target > 0 && target <= odds.length)) {
    throw new EngineError(
      'INVALID_TARGET',
      `target sum must be in (0, ${odds.length}] for ${odds.length} runners (got ${String(target)})`,
    );
  }
  const inv = new Float64Array(odds.length);
  for (let i = 0; i < odds.length; i++) inv[i] = 1 / odds[i];
  return inv;
}

export interface MptoResult {
  probabilities: number[];
  /** M = Σ 1/O − target (the overround above the target sum). */
  margin: number;
  /** Every probability lies in (0, 1). */
  valid: boolean;
}

/** Margin Proportional to Odds (Buchdahl) to a target sum T: p_i = 1/O_i − (Σ 1/O − T)/n; valid when all p_i ∈ (0, 1). */
export function devigMpto(odds: readonly number[], target = 1): MptoResult {
  const inv = prepare(odds, target);
  const out = new Float64Array(odds.length);
  const valid = mptoInto(inv, odds.length, target, out);
  let sum = 0;
  for (let i = 0; i < inv.length; i++) sum += inv[i];
  return { probabilities: Array.from(out), margin: sum - target, valid };
}

export interface PowerResult {
  probabilities: number[];
  /** The exponent c of p_i = (1/O_i)^c. */
  exponent: number;
}

/** Power method to a target sum T: p_i = (1/O_i)^c with c such that Σ p_i = T; always in (0, 1] for T ≤ n. */
export function devigPower(odds: readonly number[], target = 1): PowerResult {
  const inv = prepare(odds, target);
  const out = new Float64Array(odds.length);
  const exponent = powerInto(inv, odds.length, target, out);
  return { probabilities: Array.from(out), exponent };
}

/** Multiplicative (basic normalisation) to a target sum T: p_i = (1/O_i) × T / Σ 1/O. */
export function devigMultiplicative(
  odds: readonly number[],
  target = 1,
): number[] {
  const inv = prepare(odds, target);
  const out = new Float64Array(odds.length);
  multiplicativeInto(inv, odds.length, target, out);
  return Array.from(out);
}

export interface ShinResult {
  probabilities: number[];
  /** Shin's z (the insiders' share of turnover); NaN for two outcomes (closed form), 0 for one. */
  z: number;
}

/** Shin's method to sum 1 (Shin 1993; Štrumbelj 2014 fixed-point iteration); for two outcomes the additive method. */
export function devigShin(odds: readonly number[]): ShinResult {
  const inv = prepare(odds, 1);
  const out = new Float64Array(odds.length);
  const z = shinInto(inv, odds.length, out);
  return { probabilities: Array.from(out), z };
}

export interface DevigResult {
  probabilities: number[];
  method: 'MPTO' | 'Power';
  mptoValid: boolean;
}

/** MPTO to the target when valid, else the power method (docs/architecture.md §4.4 native tier). */
export function devigToTarget(
  odds: readonly number[],
  target: number,
): DevigResult {
  const mpto = devigMpto(odds, target);
  if (mpto.valid)
    return {
      probabilities: mpto.probabilities,
      method: 'MPTO',
      mptoValid: true,
    };
  return {
    probabilities: devigPower(odds, target).probabilities,
    method: 'Power',
    mptoValid: false,
  };
}
