import type {
  BookDevigMethod,
  FairPriceSource,
  SingleFairPriceMethod,
} from '@overlay/domain';
import {
  MIN_PROBABILITY,
  mptoInto,
  multiplicativeInto,
  powerInto,
  shinInto,
} from './devig';
import { EngineError, isValidOdds } from '../core/engine.errors';
import { Scratch } from '../core/scratch';

const medianScratch = new Scratch(32);
const deviggedScratch = new Scratch();
const rowScratch = new Scratch();
const columnScratch = new Scratch();

/** Median of values[0..count): mean of the two middle values when count is even. Sorts in scratch. */
function median(values: Float64Array, count: number): number {
  const a = medianScratch.get(count);
  for (let i = 0; i < count; i++) {
    const v = values[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  const mid = count >> 1;
  return count % 2 === 1 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
}

function normalise(out: Float64Array, n: number): void {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (!(out[i] >= MIN_PROBABILITY)) out[i] = MIN_PROBABILITY;
    sum += out[i];
  }
  for (let i = 0; i < n; i++) out[i] /= sum;
}

/** Devig method of each book in a median: MPTO, power (the default's fallback where MPTO leaves (0, 1), or the chosen method), multiplicative, Shin. */
export const BOOK_MPTO = 1;
export const BOOK_POWER = 2;
export const BOOK_MULTIPLICATIVE = 3;
export const BOOK_SHIN = 4;

/** Book devig name by BOOK_* code. */
export const BOOK_DEVIG_NAMES: readonly BookDevigMethod[] = [
  'MPTO',
  'MPTO',
  'Power',
  'Multiplicative',
  'Shin',
];

/** What each single fair-price method calls the median it makes (the row's fairMethod). */
const MEDIAN_NAME: Record<SingleFairPriceMethod, FairPriceSource> = {
  default: 'Bookie MPTO',
  multiplicative: 'Bookie Multiplicative',
  power: 'Bookie Power',
  shin: 'Bookie Shin',
};

/** Devigs one complete book to sum 1 with the method; returns its BOOK_* code. */
function devigBook(
  inv: Float64Array,
  n: number,
  method: SingleFairPriceMethod,
  row: Float64Array,
): number {
  switch (method) {
    case 'default':
      if (mptoInto(inv, n, 1, row)) return BOOK_MPTO;
      powerInto(inv, n, 1, row);
      return BOOK_POWER;
    case 'multiplicative':
      multiplicativeInto(inv, n, 1, row);
      return BOOK_MULTIPLICATIVE;
    case 'power':
      powerInto(inv, n, 1, row);
      return BOOK_POWER;
    case 'shin':
      shinInto(inv, n, row);
      return BOOK_SHIN;
  }
}

/**
 * Kernel of docs/architecture.md §4.1. `exchangeMid` holds (1/back + 1/lay)/2 per runner when every active
 * runner has both (else null): BF Mid, normalised to 1. Otherwise every complete book of `bookInv`
 * (flat books × n of 1/pre-boost price, 0 = not quoted or stale) takes part: each is devigged with
 * MPTO to 1, or with the power method when its MPTO leaves (0, 1) for a runner, so the set of books
 * never depends on a devig's outcome; the median per runner is normalised to 1 (Bookie MPTO).
 * Sets used[b] to BOOK_MPTO or BOOK_POWER for each book in the median; null = no price.
 *
 * `method` (the viewer's fair-price method, docs/ev-model.md §9) other than 'default' devigs every complete
 * book with that one method (multiplicative, power or Shin; each stays in (0, 1), so no fallback)
 * and takes the same median. The exchange is used as in §4.1 for every method: its mid is already
 * free of margin (Σ ≈ 1), so the methods agree on it within rounding, and Shin's model (insiders
 * against a bookmaker) does not describe an exchange. The median's name says the method.
 */
export function fairWinInto(
  n: number,
  exchangeMid: Float64Array | null,
  bookInv: Float64Array,
  bookCount: number,
  out: Float64Array,
  used: Uint8Array,
  method: SingleFairPriceMethod = 'default',
): FairPriceSource | null {
  if (exchangeMid !== null) {
    for (let i = 0; i < n; i++) out[i] = exchangeMid[i];
    normalise(out, n);
    return 'BF Mid';
  }
  const devigged = deviggedScratch.get(bookCount * n);
  const row = rowScratch.get(n);
  let complete = 0;
  for (let b = 0; b < bookCount; b++) {
    const off = b * n;
    let full = true;
    for (let i = 0; i < n; i++)
      if (!(bookInv[off + i] > 0)) {
        full = false;
        break;
      }
    if (!full) continue;
    used[b] = devigBook(bookInv.subarray(off, off + n), n, method, row);
    for (let i = 0; i < n; i++) devigged[complete * n + i] = row[i];
    complete++;
  }
  if (complete === 0) return null;
  const column = columnScratch.get(complete);
  for (let i = 0; i < n; i++) {
    for (let v = 0; v < complete; v++) column[v] = devigged[v * n + i];
    out[i] = median(column, complete);
  }
  normalise(out, n);
  return MEDIAN_NAME[method];
}

export interface FairWinInput {
  /** Exchange win back/lay per active runner (null or undefined = no price). */
  exchange?: {
    back: readonly (number | null | undefined)[];
    lay: readonly (number | null | undefined)[];
  } | null;
  /** Each bookmaker's pre-boost win price per active runner (null or undefined = not quoted). */
  books: readonly {
    bookmaker: string;
    odds: readonly (number | null | undefined)[];
  }[];
}

export interface FairWinResult {
  method: FairPriceSource;
  /** Fair win probabilities, summing to 1. */
  probabilities: number[];
  /** fairPrice_i = 1 / p_i. */
  fairPrices: number[];
  /** Bookmakers whose devig entered the median (empty for BF Mid): every complete book. */
  books: string[];
  /** Each of those books' devig method, in the same order. */
  bookMethods: BookDevigMethod[];
}

function checkPrice(v: number | null | undefined, what: string): number {
  if (v == null) return 0;
  if (!isValidOdds(v))
    throw new EngineError(
      'INVALID_ODDS',
      `${what} must be a finite decimal price above 1 (got ${String(v)})`,
    );
  return v;
}

/** Fair win price per docs/architecture.md §4.1: BF Mid p = (1/back + 1/lay)/2 when complete, else the median over every complete book of MPTO p = 1/O − M/n (power for a book whose MPTO leaves (0, 1)); fairPrice = 1/p. */
export function computeFairWin(
  input: FairWinInput,
  runnerCount: number,
  method: SingleFairPriceMethod = 'default',
): FairWinResult {
  const n = runnerCount;
  if (!(Number.isInteger(n) && n >= 1))
    throw new EngineError(
      'NO_ACTIVE_RUNNERS',
      'a race needs at least one active runner',
    );
  let mid: Float64Array | null = null;
  if (input.exchange) {
    mid = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const back = checkPrice(input.exchange.back[i], `exchange.back[${i}]`);
      const lay = checkPrice(input.exchange.lay[i], `exchange.lay[${i}]`);
      if (back === 0 || lay === 0) {
        mid = null;
        break;
      }
      mid[i] = (1 / back + 1 / lay) / 2;
    }
  }
  const B = input.books.length;
  const inv = new Float64Array(B * n);
  input.books.forEach((book, b) => {
    for (let i = 0; i < n; i++) {
      const o = checkPrice(book.odds[i], `${book.bookmaker}.odds[${i}]`);
      inv[b * n + i] = o === 0 ? 0 : 1 / o;
    }
  });
  const out = new Float64Array(n);
  const used = new Uint8Array(B);
  const fairMethod = fairWinInto(n, mid, inv, B, out, used, method);
  if (fairMethod === null) {
    throw new EngineError(
      'NO_FAIR_PRICE',
      'no fair price: the exchange does not price every active runner (back and lay) and no bookmaker prices them all',
    );
  }
  const probabilities = Array.from(out);
  return {
    method: fairMethod,
    probabilities,
    fairPrices: probabilities.map((p) => 1 / p),
    books: input.books.filter((_, b) => used[b] !== 0).map((b) => b.bookmaker),
    bookMethods: Array.from(used)
      .filter((m) => m !== 0)
      .map((m) => BOOK_DEVIG_NAMES[m]),
  };
}
