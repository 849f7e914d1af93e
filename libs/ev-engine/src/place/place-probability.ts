import type { PlaceSource } from '@overlay/domain';
import { EXCHANGE_SOURCE_NAME } from '@overlay/domain';
import {
  assertWinProbabilities,
  EngineError,
  isValidOdds,
} from '../core/engine.errors';
import { Scratch } from '../core/scratch';
import { fitInto } from './place-fit';
import type { PlaceMarket, PlaceModel, PlaceTier } from './place-model';
import {
  createPlaceMarket,
  createPlaceModel,
  devigged,
  heuristicTopK,
  ranked,
} from './place-model';
import type { HarvilleExponents } from './top-k';
import { assertExponents, DEFAULT_HARVILLE_EXPONENTS, MAX_K } from './top-k';

export type { PlaceMarket, PlaceModel, PlaceTier } from './place-model';
export {
  createPlaceMarket,
  createPlaceModel,
  heuristicTopK,
} from './place-model';

/** Cross-K scaling exponent θ (docs/product.md §9). */
export const CROSS_K_THETA = 0.98;

const scaledScratch = new Scratch();
const columnScratch = new Scratch();

// Read-only upper bounds of 1 (U's default): shared, so a fit takes one array of the arena, not two.
const ones = new Scratch(64, 1);

/** F(r; L, U, k) into a fresh array of the model's arena; L defaults to p_win and U to 1. */
function fitted(
  model: PlaceModel,
  r: ArrayLike<number>,
  k: number,
  lower: ArrayLike<number> = model.pWin,
  upper: ArrayLike<number> | null = null,
): Float64Array {
  const n = model.n;
  const p = model.arena.take(n);
  fitInto(r, lower, upper ?? ones.get(n), k, n, p);
  return p;
}

/** A complete market's own p_topk′: devigged to its k, then F; computed once per market. */
function marketFit(model: PlaceModel, m: PlaceMarket): Float64Array {
  if (m.fit === null) m.fit = fitted(model, devigged(model, m), m.k);
  return m.fit;
}

function fromMarket(
  model: PlaceModel,
  m: PlaceMarket,
  source: PlaceSource,
): PlaceTier {
  const p = marketFit(model, m);
  return {
    k: m.k,
    p,
    placeSource: source,
    placeSourceBookmaker: m.bookmaker,
    placeSourceK: m.k,
    placeCoverage: 1,
    isPlaceEstimate: false,
    mptoValid: m.mptoValid,
    method: m.mptoValid ? 'MPTO' : 'Power',
  };
}

/** The cross_k tier off market m at k, memoised in m: every book that falls back to m shares it. */
function crossK(model: PlaceModel, m: PlaceMarket, k: number): PlaceTier {
  let tier = m.cross[k];
  if (tier === undefined) {
    tier = computeCrossK(model, m, k);
    m.cross[k] = tier;
  }
  return tier;
}

/** (H_k / H_k′)^θ per runner, NaN where H_k′ = 0; computed once per race and pair (k, k′). */
function crossRatio(
  model: PlaceModel,
  k: number,
  kSource: number,
): Float64Array {
  const slot = k * 8 + kSource;
  let ratio = model.crossRatio[slot];
  if (ratio === undefined) {
    const hk = heuristicTopK(model, k);
    const hj = heuristicTopK(model, kSource);
    ratio = model.arena.take(model.n);
    for (let i = 0; i < model.n; i++)
      ratio[i] = hj[i] > 0 ? Math.pow(hk[i] / hj[i], CROSS_K_THETA) : NaN;
    model.crossRatio[slot] = ratio;
  }
  return ratio;
}

function computeCrossK(
  model: PlaceModel,
  m: PlaceMarket,
  k: number,
): PlaceTier {
  const n = model.n;
  // q is the source market's own p_topk′ (devigged, then F), so p_win ≤ q ≤ 1 and Σq = k′.
  const src = marketFit(model, m);
  const ratio = crossRatio(model, k, m.k);
  // r_i = q_i (H_k / H_k′)^θ, then F: from a shallower market each runner keeps at least its
  // chance at the next k down (L), from a deeper one at most its chance at the next k up (U), the
  // neighbour being q itself at k′; so off one market a runner's top-k chance never falls as k rises.
  const r = model.arena.take(n);
  for (let i = 0; i < n; i++)
    r[i] = ratio[i] === ratio[i] ? src[i] * ratio[i] : model.pWin[i];
  const p =
    k > m.k
      ? fitted(model, r, k, k - 1 === m.k ? src : crossK(model, m, k - 1).p)
      : fitted(
          model,
          r,
          k,
          model.pWin,
          k + 1 === m.k ? src : crossK(model, m, k + 1).p,
        );
  return {
    k,
    p,
    placeSource: 'cross_k',
    placeSourceBookmaker: m.bookmaker,
    placeSourceK: m.k,
    placeCoverage: 1,
    isPlaceEstimate: true,
    mptoValid: m.mptoValid,
    method: 'Cross-K',
  };
}

function blendedMedian(model: PlaceModel, k: number): PlaceTier | null {
  const cached = model.blended[k];
  if (cached !== undefined) return cached;
  const n = model.n;
  const picked: PlaceMarket[] = [];
  const consider = (m: PlaceMarket | null): void => {
    if (m !== null && m.k === k && !m.complete && m.covered * 2 >= n)
      picked.push(m);
  };
  consider(model.exchange);
  for (const m of model.books) consider(m);
  let tier: PlaceTier | null = null;
  if (picked.length > 0) {
    const h = heuristicTopK(model, k);
    const scaled = scaledScratch.get(picked.length * n);
    for (let q = 0; q < picked.length; q++) {
      const m = picked[q];
      let hs = 0;
      let qs = 0;
      for (let i = 0; i < n; i++)
        if (m.inv[i] > 0) {
          hs += h[i];
          qs += m.inv[i];
        }
      const s = hs / qs;
      for (let i = 0; i < n; i++)
        scaled[q * n + i] = m.inv[i] > 0 ? Math.min(1, m.inv[i] * s) : -1;
    }
    const p = model.arena.take(n);
    const column = columnScratch.get(picked.length);
    let coveredRunners = 0;
    for (let i = 0; i < n; i++) {
      let c = 0;
      for (let q = 0; q < picked.length; q++) {
        const v = scaled[q * n + i];
        if (v >= 0) column[c++] = v;
      }
      if (c === 0) {
        p[i] = h[i];
        continue;
      }
      coveredRunners++;
      const sorted = column.subarray(0, c).sort();
      p[i] =
        c % 2 === 1
          ? sorted[c >> 1]
          : (sorted[(c >> 1) - 1] + sorted[c >> 1]) / 2;
    }
    tier = {
      k,
      p: fitted(model, p, k),
      placeSource: 'blended_median',
      placeSourceBookmaker: picked.length === 1 ? picked[0].bookmaker : null,
      placeSourceK: k,
      placeCoverage: coveredRunners / n,
      isPlaceEstimate: true,
      mptoValid: null,
      method: 'Blended median',
    };
  }
  model.blended[k] = tier;
  return tier;
}

/**
 * p_topk for bookmaker `own` (index into model.books, −1 for none) at k, from the first tier that
 * applies: native → reference_book (exchange, else lowest-overround other book) → cross_k (own
 * book, exchange, then other books) → blended_median → heuristic (docs/architecture.md §4.4).
 */
export function resolvePlaceTier(
  model: PlaceModel,
  own: number,
  k: number,
): PlaceTier {
  const ownMarket = own >= 0 ? model.books[own] : null;
  if (ownMarket != null && ownMarket.complete && ownMarket.k === k)
    return fromMarket(model, ownMarket, 'native');
  const ex = model.exchange;
  if (ex !== null && ex.complete && ex.k === k)
    return fromMarket(model, ex, 'reference_book');
  const list = ranked(model);
  for (const m of list)
    if (m.k === k && m !== ownMarket)
      return fromMarket(model, m, 'reference_book');
  if (k < model.n) {
    if (ownMarket != null && ownMarket.complete)
      return crossK(model, ownMarket, k);
    if (ex !== null && ex.complete) return crossK(model, ex, k);
    for (const m of list) if (m !== ownMarket) return crossK(model, m, k);
  }
  const blended = blendedMedian(model, k);
  if (blended !== null) return blended;
  return {
    k,
    p: fitted(model, heuristicTopK(model, k), k),
    placeSource: 'heuristic',
    placeSourceBookmaker: null,
    placeSourceK: null,
    placeCoverage: 0,
    isPlaceEstimate: true,
    mptoValid: null,
    method: 'Discounted Harville',
  };
}

/**
 * The joint fit of a book's tiers (docs/ev-model.md §2): tiers are taken in k order and each is
 * fitted by F with the one below as its floor, p_topk = F(r_k; L = p_top(k−1), U = 1, k), with
 * p_top1 = p_win. Whatever source each tier comes from, p_win ≤ p_top2 ≤ p_top3 ≤ p_top4 ≤ 1
 * and Σ p_topk = k. A tier already above its floor is kept as it is (the fit leaves it). `memo`
 * holds the jointly fitted tiers of this own book by k.
 */
export function resolveJointTier(
  model: PlaceModel,
  own: number,
  k: number,
  memo: (PlaceTier | undefined)[],
): PlaceTier {
  const hit = memo[k];
  if (hit !== undefined) return hit;
  const tier = resolvePlaceTier(model, own, k);
  let joint = tier;
  if (k > 2 && k < model.n) {
    const floor = resolveJointTier(model, own, k - 1, memo).p;
    const p = tier.p;
    let below = false;
    for (let i = 0; i < model.n; i++)
      if (p[i] < floor[i]) {
        below = true;
        break;
      }
    if (below) joint = { ...tier, p: fitted(model, p, k, floor) };
  }
  memo[k] = joint;
  return joint;
}

export interface PlaceProbabilitiesInput {
  /** Fair win probabilities of the active runners (sum 1). */
  pWin: readonly number[];
  k: number;
  /** The bookmaker whose row is valued (its own market is the native tier); null for none. */
  ownBookmaker?: string | null;
  /** Place prices per active runner (null = not priced) for the top `k` of each market. */
  markets: readonly {
    bookmaker: string;
    k: number;
    odds: readonly (number | null | undefined)[];
  }[];
  exchange?: { k: number; odds: readonly (number | null | undefined)[] } | null;
  exponents?: HarvilleExponents;
}

export interface PlaceProbabilitiesResult extends Omit<PlaceTier, 'p'> {
  probabilities: number[];
}

function toMarket(
  bookmaker: string,
  k: number,
  odds: readonly (number | null | undefined)[],
  n: number,
): PlaceMarket {
  if (!(Number.isInteger(k) && k >= 1 && k <= MAX_K && k < n)) {
    throw new EngineError(
      'INVALID_K',
      `${bookmaker} placeK must be an integer from 1 to ${MAX_K} below the field of ${n} (got ${String(k)})`,
    );
  }
  const inv = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const o = odds[i];
    if (o == null) continue;
    if (!isValidOdds(o))
      throw new EngineError(
        'INVALID_ODDS',
        `${bookmaker} place odds[${i}] must be a finite decimal price above 1 (got ${String(o)})`,
      );
    inv[i] = 1 / o;
  }
  return createPlaceMarket(bookmaker, k, inv, n);
}

/** p_topk for every active runner by the five tiers of docs/architecture.md §4.4 and the joint fit across k, with placeSource, source bookmaker, source k and coverage. */
export function placeProbabilities(
  input: PlaceProbabilitiesInput,
): PlaceProbabilitiesResult {
  const n = input.pWin.length;
  assertWinProbabilities(input.pWin);
  const exps = input.exponents ?? DEFAULT_HARVILLE_EXPONENTS;
  assertExponents(exps);
  if (!(Number.isInteger(input.k) && input.k >= 1 && input.k <= MAX_K)) {
    throw new EngineError(
      'INVALID_K',
      `k must be an integer from 1 to ${MAX_K} (got ${String(input.k)})`,
    );
  }
  const books = input.markets.map((m) => toMarket(m.bookmaker, m.k, m.odds, n));
  const exchange = input.exchange
    ? toMarket(EXCHANGE_SOURCE_NAME, input.exchange.k, input.exchange.odds, n)
    : null;
  const own =
    input.ownBookmaker == null
      ? -1
      : input.markets.findIndex((m) => m.bookmaker === input.ownBookmaker);
  const model = createPlaceModel(
    n,
    Float64Array.from(input.pWin),
    books,
    exchange,
    exps,
  );
  const { p, ...rest } = resolveJointTier(model, own, input.k, []);
  return { ...rest, probabilities: Array.from(p) };
}
