import { Scratch } from '../core/scratch';

/** Harville discount exponents: λ2 for 2nd place, λ3 for 3rd and later (1, 1 = plain Harville). */
export interface HarvilleExponents {
  second: number;
  thirdOn: number;
}

// Enumeration state, allocated once per call; `usedW[m * depth + q]` is the weight for position q
// already taken by the prefix of length m.
interface Enum {
  n: number;
  depth: number;
  w: Float64Array[]; // w[m][i]: weight of runner i for position m (m = 0 is p itself)
  out: Float64Array; // out[m * n + i] = P(runner i finishes in position m + 1)
  used: Uint8Array;
}

// The slow path sums the remaining weights directly and loops over the last position too: a
// remainder found by subtraction (T − Σ taken) loses all precision when the prefix holds nearly
// all the weight (p = [0.6, 0.4, 1e-13 × 3]).
function remainingSum(s: Enum, m: number): number {
  let direct = 0;
  for (let j = 0; j < s.n; j++) if (s.used[j] === 0) direct += s.w[m][j];
  return direct;
}

function descend(s: Enum, m: number, j: number, pj: number): void {
  s.used[j] = 1;
  visit(s, m + 1, pj);
  s.used[j] = 0;
}

function visit(s: Enum, m: number, prob: number): void {
  const n = s.n;
  const w = s.w[m];
  const S = remainingSum(s, m);
  const base = m * n;
  const last = m === s.depth - 1;
  if (S <= 0) {
    // Every remaining runner has zero weight: they fill the remaining positions uniformly.
    const share = prob / (n - m);
    for (let j = 0; j < n; j++) {
      if (s.used[j] !== 0) continue;
      s.out[base + j] += share;
      if (!last) descend(s, m, j, share);
    }
    return;
  }
  for (let j = 0; j < n; j++) {
    if (s.used[j] !== 0) continue;
    const pj = (prob * w[j]) / S;
    s.out[base + j] += pj;
    if (!last) descend(s, m, j, pj);
  }
}

const w1Scratch = new Scratch();
const w2Scratch = new Scratch();
const w3Scratch = new Scratch();
const exclScratch = new Scratch();

function weights(
  p: ArrayLike<number>,
  n: number,
  lambda: number,
  scratch: Scratch,
): Float64Array {
  const w = scratch.get(n);
  for (let i = 0; i < n; i++)
    w[i] = lambda === 1 ? p[i] : Math.pow(p[i], lambda);
  return w;
}

function sum(w: Float64Array, n: number): number {
  let t = 0;
  for (let i = 0; i < n; i++) t += w[i];
  return t;
}

/**
 * Fast path for depth 1..4 with every remaining weight sum comfortably above 0: explicit loops over
 * the ordered prefixes of length depth − 1, the last position by the exclusion sums. Returns false
 * (having written partial results) when a remaining sum is too small to divide by safely.
 */
function harvilleLoops(
  n: number,
  depth: number,
  w1: Float64Array,
  w2: Float64Array,
  w3: Float64Array,
  out: Float64Array,
): boolean {
  const T1 = sum(w1, n);
  const T2 = sum(w2, n);
  const T3 = sum(w3, n);
  // A remainder below 1 % of its total is left to the slow path: subtraction there would cost
  // more than 1e-14 of relative precision, and the closed-form last position more still.
  const eps2 = 1e-2 * T2;
  const eps3 = 1e-2 * T3;
  const excl = exclScratch.get(n);
  excl.fill(0, 0, n);
  let acc = 0;
  const lastW = depth === 1 ? w1 : depth === 2 ? w2 : w3;
  if (depth === 1) acc = 1 / T1;
  for (let i = 0; i < n && depth > 1; i++) {
    const p1 = w1[i] / T1;
    out[i] = p1;
    const S2 = T2 - w2[i];
    if (S2 <= eps2) return false;
    if (depth === 2) {
      const c = p1 / S2;
      acc += c;
      excl[i] += c;
      continue;
    }
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const p2 = (p1 * w2[j]) / S2;
      out[n + j] += p2;
      const S3 = T3 - w3[i] - w3[j];
      if (S3 <= eps3) return false;
      if (depth === 3) {
        const c = p2 / S3;
        acc += c;
        excl[i] += c;
        excl[j] += c;
        continue;
      }
      const q = p2 / S3;
      // excl[i] and excl[j] gain c for every l in the same order as in memory: kept in registers.
      let exclI = excl[i];
      let exclJ = excl[j];
      for (let l = 0; l < n; l++) {
        if (l === i || l === j) continue;
        const p3 = q * w3[l];
        out[2 * n + l] += p3;
        const S4 = S3 - w3[l];
        if (S4 <= eps3) return false;
        const c = p3 / S4;
        acc += c;
        exclI += c;
        exclJ += c;
        excl[l] += c;
      }
      excl[i] = exclI;
      excl[j] = exclJ;
    }
  }
  const base = (depth - 1) * n;
  for (let i = 0; i < n; i++) out[base + i] = lastW[i] * (acc - excl[i]);
  return true;
}

/**
 * Kernel: P(runner i finishes m-th) for m = 1..depth by discounted Harville, exact by enumerating
 * the n!/(n−depth+1)! ordered prefixes; weights p^1, p^λ2, p^λ3, p^λ3 for positions 1..4. Fills
 * out[(m−1)·n + i]. p must sum to 1; 1 ≤ depth ≤ min(n, 4).
 */
export function harvilleInto(
  p: ArrayLike<number>,
  n: number,
  depth: number,
  exps: HarvilleExponents,
  out: Float64Array,
): void {
  const w1 = weights(p, n, 1, w1Scratch);
  const w2 = depth > 1 ? weights(p, n, exps.second, w2Scratch) : w1;
  const w3 = depth > 2 ? weights(p, n, exps.thirdOn, w3Scratch) : w2;
  out.fill(0, 0, depth * n);
  if (harvilleLoops(n, depth, w1, w2, w3, out)) return;
  // Zero or near-zero remainders: the general enumeration, exact at every position.
  const w: Float64Array[] = [w1, w2, w3, w3].slice(0, depth);
  out.fill(0, 0, depth * n);
  visit(enumState(n, depth, w, out), 0, 1);
}

function enumState(
  n: number,
  depth: number,
  w: Float64Array[],
  out: Float64Array,
): Enum {
  return { n, depth, w, out, used: new Uint8Array(n) };
}
