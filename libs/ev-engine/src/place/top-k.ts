import { fallbackPlacesPaid } from '@overlay/domain';
import { assertWinProbabilities, EngineError } from '../core/engine.errors';
import type { HarvilleExponents } from './harville';
import { harvilleInto } from './harville';
import { MAX_K as PLACE_K_LIMIT } from '../core/place-k';

export type { HarvilleExponents } from './harville';
export { harvilleInto } from './harville';

/** Lo & Bacon-Shone / Benter defaults (docs/architecture.md §4.4). */
export const DEFAULT_HARVILLE_EXPONENTS: Readonly<HarvilleExponents> = {
  second: 0.81,
  thirdOn: 0.65,
};
/** Plain Harville: P(j next | prefix) = p_j / Σ remaining p. */
export const PLAIN_HARVILLE: Readonly<HarvilleExponents> = {
  second: 1,
  thirdOn: 1,
};

/** Largest k the engine models (a promo pays to 4th at most); a module-local copy for hot code. */
export const MAX_K = PLACE_K_LIMIT;

/** Throws INVALID_EXPONENTS unless both exponents are finite and above 0. */
export function assertExponents(e: HarvilleExponents): void {
  if (!(
    e.second > 0 &&
    e.second < Infinity &&
    e.thirdOn > 0 &&
    e.thirdOn < Infinity
  )) {
    throw new EngineError(
      'INVALID_EXPONENTS',
      `Harville exponents must be finite and above 0 (got ${e.second}, ${e.thirdOn})`,
    );
  }
}

function checkInputs(
  pWin: readonly number[],
  k: number,
  exps: HarvilleExponents,
): void {
  assertWinProbabilities(pWin);
  assertExponents(exps);
  if (!(Number.isInteger(k) && k >= 1 && k <= MAX_K)) {
    throw new EngineError(
      'INVALID_K',
      `k must be an integer from 1 to ${MAX_K} (got ${String(k)})`,
    );
  }
}

/** P(i finishes in position m), m = 1..depth: rows[m − 1][i], by discounted Harville (plain at exponents 1, 1). */
export function harvillePositions(
  pWin: readonly number[],
  depth: number,
  exps: HarvilleExponents = DEFAULT_HARVILLE_EXPONENTS,
): number[][] {
  checkInputs(pWin, depth, exps);
  const n = pWin.length;
  const d = Math.min(depth, n);
  const out = new Float64Array(d * n);
  harvilleInto(pWin, n, d, exps, out);
  const rows: number[][] = [];
  for (let m = 0; m < depth; m++)
    rows.push(
      m < d
        ? Array.from(out.subarray(m * n, m * n + n))
        : new Array<number>(n).fill(0),
    );
  return rows;
}

/** Top-k probability p_topk,i = Σ_{m ≤ k} P(i finishes m-th) by discounted Harville; 1 for every runner when k ≥ n. */
export function harvilleTopK(
  pWin: readonly number[],
  k: number,
  exps: HarvilleExponents = DEFAULT_HARVILLE_EXPONENTS,
): number[] {
  checkInputs(pWin, k, exps);
  const n = pWin.length;
  const result = new Array<number>(n).fill(1);
  if (k >= n) return result;
  const out = new Float64Array(k * n);
  harvilleInto(pWin, n, k, exps, out);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let m = 0; m < k; m++) sum += out[m * n + i];
    result[i] = Math.min(1, sum);
  }
  return result;
}

/** Places paid (k, 0 = none) and the reason, as the debug view shows it. */
export interface PlacesPaid {
  /** Places paid: 0 means none (no place promo applies). */
  k: number;
  kReason: string;
}

function usableTerms(
  activeRunners: number,
  placeK: number | null | undefined,
): placeK is number {
  return (
    placeK != null &&
    Number.isInteger(placeK) &&
    placeK >= 1 &&
    placeK <= MAX_K &&
    placeK < activeRunners
  );
}

/** Places paid as a number: the book's placeK when usable (1..4, below the field), else 3 with ≥ 8 active runners, 2 with 5–7, else 0. */
export function placesPaidK(
  activeRunners: number,
  bookPlaceK?: number | null,
): number {
  return usableTerms(activeRunners, bookPlaceK)
    ? bookPlaceK
    : fallbackPlacesPaid(activeRunners);
}

/** Places paid with the reason shown by the debug view: the bookmaker's placeK when given and below the field (≤ 4), else by field size. */
export function placesPaid(
  activeRunners: number,
  bookPlaceK?: number | null,
): PlacesPaid {
  if (usableTerms(activeRunners, bookPlaceK)) {
    return {
      k: bookPlaceK,
      kReason: `bookmaker place terms pay ${bookPlaceK} places`,
    };
  }
  const k = placesPaidK(activeRunners, null);
  const why =
    k === 3
      ? `${activeRunners} active runners (8 or more): 3 places`
      : k === 2
        ? `${activeRunners} active runners (5 to 7): 2 places`
        : `${activeRunners} active runners (fewer than 5): no places paid, no place promo applies`;
  return {
    k,
    kReason: bookPlaceK != null ? `placeK ${bookPlaceK} unusable; ${why}` : why,
  };
}
