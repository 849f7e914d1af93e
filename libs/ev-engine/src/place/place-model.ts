import type { PlaceSource, PromoMethod } from '@overlay/domain';
import { mptoInto, powerInto } from '../pricing/devig';
import { Float64Arena } from '../core/float64-arena';
import type { HarvilleExponents } from './top-k';
import { harvilleInto } from './top-k';

/** One place market of a race: 1/odds per active runner (0 = not priced) for the top k. */
export interface PlaceMarket {
  bookmaker: string;
  k: number;
  inv: Float64Array;
  covered: number;
  complete: boolean;
  /** Σ 1/O / k over a complete market (lower = tighter book). */
  overround: number;
  /** Devigged to sum k on first use (MPTO, else power). */
  p: Float64Array | null;
  mptoValid: boolean;
  /** F of p to its own k on first use: the native, reference and cross_k tiers all start from it. */
  fit: Float64Array | null;
  /** cross_k tier off this market per target k, on first use (it is the same for every book). */
  cross: (PlaceTier | undefined)[];
}

/** Everything the tiers read for one race; heuristic and devig results are memoised in it. */
export interface PlaceModel {
  n: number;
  pWin: Float64Array;
  exps: HarvilleExponents;
  books: readonly (PlaceMarket | null)[];
  exchange: PlaceMarket | null;
  /**
   * Harville finishing-position chances per enumeration depth d (positions 1..d), on first use: H_k
   * reads only the depth-k enumeration, since a deeper one rounds its shallower positions apart
   * (the last position is a closed form) and the figures must not depend on which k came first.
   */
  positions: (Float64Array | undefined)[];
  heuristic: (Float64Array | undefined)[];
  /** cross_k's (H_k / H_k′)^θ per runner at [k × 8 + k′] on first use (NaN where H_k′ = 0): the same for every source market. */
  crossRatio: (Float64Array | undefined)[];
  blended: (PlaceTier | null | undefined)[];
  completeRanked: PlaceMarket[] | null;
  /** Jointly fitted tiers for no own book (own = −1) per k, on first use (books keep theirs in BookState.tiers). */
  ownless: (PlaceTier | undefined)[];
  /** Where the model's probability arrays live (one buffer per race). */
  arena: Float64Arena;
}

/** The p_topk of every active runner with its provenance (docs/architecture.md §4.4). */
export interface PlaceTier {
  k: number;
  p: Float64Array;
  placeSource: PlaceSource;
  placeSourceBookmaker: string | null;
  placeSourceK: number | null;
  /** Share of active runners covered by the place data used (0 for heuristic). */
  placeCoverage: number;
  isPlaceEstimate: boolean;
  /** MPTO validity of the devigged market used; null when no market was devigged. */
  mptoValid: boolean | null;
  method: PromoMethod;
}

/** A place market from 1/odds per active runner (0 = not priced): coverage, completeness and overround Σ1/O ÷ k. */
export function createPlaceMarket(
  bookmaker: string,
  k: number,
  inv: Float64Array,
  n: number,
): PlaceMarket {
  let covered = 0;
  let sum = 0;
  for (let i = 0; i < n; i++)
    if (inv[i] > 0) {
      covered++;
      sum += inv[i];
    }
  const complete = covered === n;
  return {
    bookmaker,
    k,
    inv,
    covered,
    complete,
    overround: complete ? sum / k : Infinity,
    p: null,
    mptoValid: false,
    fit: null,
    cross: [],
  };
}

/** The tiers' per-race model: fair p_win, each book's place market (index = book), the exchange market. */
export function createPlaceModel(
  n: number,
  pWin: Float64Array,
  books: readonly (PlaceMarket | null)[],
  exchange: PlaceMarket | null,
  exps: HarvilleExponents,
  arena: Float64Arena = new Float64Arena(),
): PlaceModel {
  return {
    n,
    pWin,
    exps,
    books,
    exchange,
    positions: [],
    heuristic: [],
    crossRatio: [],
    blended: [],
    completeRanked: null,
    ownless: [],
    arena,
  };
}

/**
 * A complete market devigged to sum k on first use: MPTO when every p lies in (p_win, 1)
 * (`mptoValid`: a place chance below the win chance is no place chance), else the power method.
 */
export function devigged(model: PlaceModel, m: PlaceMarket): Float64Array {
  const n = model.n;
  if (m.p === null) {
    const p = model.arena.take(n);
    let valid = mptoInto(m.inv, n, m.k, p);
    for (let i = 0; i < n && valid; i++)
      if (!(p[i] > model.pWin[i])) valid = false;
    m.mptoValid = valid;
    if (!valid) powerInto(m.inv, n, m.k, p);
    m.p = p;
  }
  return m.p;
}

/** Heuristic top-k H_k per runner: discounted Harville from the fair win probabilities; 1 when k ≥ n. */
export function heuristicTopK(model: PlaceModel, k: number): Float64Array {
  const cached = model.heuristic[k];
  if (cached !== undefined) return cached;
  const n = model.n;
  const h = model.arena.take(n);
  if (k >= n) h.fill(1);
  else {
    let pos = model.positions[k];
    if (pos === undefined) {
      pos = model.arena.take(k * n);
      harvilleInto(model.pWin, n, k, model.exps, pos);
      model.positions[k] = pos;
    }
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let m = 0; m < k; m++) s += pos[m * n + i];
      h[i] = s < 1 ? s : 1;
    }
  }
  model.heuristic[k] = h;
  return h;
}

/** The complete bookmaker place markets, lowest overround first (ties by name). */
export function ranked(model: PlaceModel): PlaceMarket[] {
  if (model.completeRanked === null) {
    const list: PlaceMarket[] = [];
    for (const m of model.books) if (m !== null && m.complete) list.push(m);
    list.sort(
      (a, b) =>
        a.overround - b.overround ||
        (a.bookmaker < b.bookmaker ? -1 : a.bookmaker > b.bookmaker ? 1 : 0),
    );
    model.completeRanked = list;
  }
  return model.completeRanked;
}
