import type { SnapshotRunner } from '@overlay/domain';
import { EXCHANGE_SOURCE_NAME, quoteOutlived } from '@overlay/domain';
import { Float64Arena } from '../core/float64-arena';
import type { SkipLog } from '../core/skipped-item';
import { MAX_K } from '../core/place-k';

// Module-local copies: hot loops should not read through module bindings.
const MAX_PLACE_K: number = MAX_K;

/** Same rule as isValidOdds (finite decimal odds above 1). */
function okOdds(v: unknown): v is number {
  return typeof v === 'number' && v > 1 && v < Infinity;
}

/** A race's bookmaker quotes as flat arrays [book × n + runner] (NaN or 0 = no price). */
export interface RaceQuotes {
  names: string[];
  win: Float64Array;
  boostedFrom: Float64Array;
  place: Float64Array;
  /** 1 / pre-boost win price, 0 when not quoted (the fair-price input). */
  fairInv: Float64Array;
  /** 1 / place price, 0 when not quoted. */
  placeInv: Float64Array;
  /**
   * Epoch ms each quote's book was last confirmed for the race: its checkedAt, else lastUpdated;
   * NaN when the feed gave neither (confirmed by the market's "as of" time itself).
   */
  quotedAt: Float64Array;
  /** 1 where the quote is stale (docs/ev-model.md §1, "Stale quotes"): it takes part in no fair price. */
  stale: Uint8Array;
  /** The market's "as of" time for the race (epoch ms) the ages were measured against; NaN when unknown. */
  asOfMs: number;
  /** Each book's place terms in this race, 0 = none given. */
  bookPlaceK: number[];
  /** Distinct books with a valid win quote, per runner. */
  bookCount: Int32Array;
  /** One buffer for the race's arrays, also used by its place model. */
  arena: Float64Arena;
}

function bookIndex(names: string[], name: string, hint: number): number {
  if (hint < names.length && names[hint] === name) return hint;
  for (let j = 0; j < names.length; j++) if (names[j] === name) return j;
  return -1;
}

function usableK(k: number, n: number): boolean {
  return Number.isInteger(k) && k >= 1 && k <= MAX_PLACE_K && k < n;
}

/** Reads every active runner's quotes, skipping (with a reason) bad win prices, boostedFrom, place prices and place terms; the arrays go into `reuse` (reset here) when given, else a new arena. */
export function readBookQuotes(
  runners: readonly SnapshotRunner[],
  extraBooks: readonly string[],
  log: SkipLog,
  reuse: Float64Arena | null = null,
  stalePriceSeconds = 120,
  asOfMs = NaN,
): RaceQuotes {
  const n = runners.length;
  const names: string[] = [];
  for (let r = 0; r < n; r++) {
    const prices = runners[r].prices;
    for (let q = 0; q < prices.length; q++)
      if (bookIndex(names, prices[q].bookmaker, q) < 0)
        names.push(prices[q].bookmaker);
  }
  for (const extra of extraBooks)
    if (!names.some((x) => x.toLowerCase() === extra.toLowerCase()))
      names.push(extra);
  const size = names.length * n;
  const need = 6 * size + 29 * n;
  const arena = reuse ?? new Float64Arena(need);
  if (reuse !== null) reuse.reuse(need);
  const quotes: RaceQuotes = {
    names,
    win: arena.take(size).fill(NaN),
    boostedFrom: arena.take(size).fill(NaN),
    place: arena.take(size).fill(NaN),
    fairInv: arena.take(size),
    placeInv: arena.take(size),
    quotedAt: arena.take(size).fill(NaN),
    stale: new Uint8Array(size),
    asOfMs: NaN,
    bookPlaceK: new Array<number>(names.length).fill(0),
    bookCount: new Int32Array(n),
    arena,
  };
  const { win, boostedFrom, place, fairInv, placeInv, bookPlaceK, bookCount } =
    quotes;
  for (let r = 0; r < n; r++) {
    const runner = runners[r];
    const prices = runner.prices;
    for (let q = 0; q < prices.length; q++) {
      const quote = prices[q];
      const b = bookIndex(names, quote.bookmaker, q);
      const at = b * n + r;
      if (!okOdds(quote.win)) {
        log.add(
          'INVALID_WIN_PRICE',
          `win price ${String(quote.win)} is not a decimal price above 1`,
          runner.number,
          quote.bookmaker,
        );
        continue;
      }
      if (win[at] === win[at]) {
        log.add(
          'DUPLICATE_QUOTE',
          'second quote from the same bookmaker ignored',
          runner.number,
          quote.bookmaker,
        );
        continue;
      }
      win[at] = quote.win;
      bookCount[r]++;
      let preBoost = quote.win;
      if (quote.boostedFrom != null) {
        if (okOdds(quote.boostedFrom)) {
          boostedFrom[at] = quote.boostedFrom;
          preBoost = quote.boostedFrom;
        } else
          log.add(
            'INVALID_BOOSTED_FROM',
            `boostedFrom ${String(quote.boostedFrom)} ignored`,
            runner.number,
            quote.bookmaker,
          );
      }
      fairInv[at] = 1 / preBoost;
      const confirmed =
        typeof quote.checkedAt === 'string' ? quote.checkedAt : quote.lastUpdated;
      if (typeof confirmed === 'string')
        quotes.quotedAt[at] = Date.parse(confirmed);
      if (quote.place == null) continue;
      if (!okOdds(quote.place)) {
        log.add(
          'INVALID_PLACE_PRICE',
          `place price ${String(quote.place)} is not a decimal price above 1`,
          runner.number,
          quote.bookmaker,
        );
        continue;
      }
      const k = quote.placeK;
      if (k != null) {
        if (!usableK(k, n)) {
          log.add(
            'INVALID_PLACE_K',
            `placeK ${String(k)} must be 1 to ${MAX_PLACE_K} and below the field of ${n}`,
            runner.number,
            quote.bookmaker,
          );
          continue;
        }
        if (bookPlaceK[b] === 0) bookPlaceK[b] = k;
        else if (bookPlaceK[b] !== k) {
          log.add(
            'INVALID_PLACE_K',
            `placeK ${k} differs from the book's ${bookPlaceK[b]} in this race`,
            runner.number,
            quote.bookmaker,
          );
          continue;
        }
      }
      place[at] = quote.place;
      placeInv[at] = 1 / quote.place;
    }
  }
  leaveOutStale(quotes, stalePriceSeconds, asOfMs);
  return quotes;
}

/**
 * The data's part of the one stale rule (docs/ev-model.md §1, "Stale quotes"; quoteOutlived): a
 * quote's age is the market's own "as of" time (`asOfMs`: the fetch or frame that last listed the
 * race; without one, the race's newest confirmation) minus the time its book was last confirmed for
 * the race (quotedAt). Over the limit the quote is stale: flagged for its row, and its win and
 * place prices take no part in any fair price (its book is then not complete). A quote without a
 * time of its own was confirmed by the market's as-of itself (age 0). Measured against the data,
 * not the wall clock, so the book set is fixed for a data version (tables are cached per version);
 * a market stale as a whole (quoteFreshness) marks every row stale when read, and drops no book
 * that is as old as the rest.
 */
function leaveOutStale(quotes: RaceQuotes, limitSeconds: number, asOfMs: number): void {
  const { quotedAt, fairInv, placeInv, stale } = quotes;
  let asOf = asOfMs;
  if (asOf !== asOf) {
    asOf = -Infinity;
    for (let i = 0; i < quotedAt.length; i++)
      if (quotedAt[i] > asOf) asOf = quotedAt[i];
    if (asOf === -Infinity) return;
  }
  quotes.asOfMs = asOf;
  for (let i = 0; i < quotedAt.length; i++)
    if (quoteOutlived(quotedAt[i], asOf, limitSeconds)) {
      stale[i] = 1;
      fairInv[i] = 0;
      placeInv[i] = 0;
    }
}

/** The exchange side of a race. */
export interface ExchangeQuotes {
  /** (1/back + 1/lay)/2 per runner when every active runner has both, else null. */
  winMid: Float64Array | null;
  /** The exchange's best win lay per runner (what a back bet is hedged at), NaN when none. */
  winLay: Float64Array;
  /** Place mid (or 1/back alone) per runner, 0 = not priced. */
  placeInv: Float64Array;
  /** Exchange place terms, 0 = none given. */
  placeK: number;
  placeCount: number;
}

/** Reads exchange win back/lay (all or nothing) and place back/lay; invalid prices are skipped with a reason. */
export function readExchangeQuotes(
  runners: readonly SnapshotRunner[],
  arena: Float64Arena,
  log: SkipLog,
): ExchangeQuotes {
  const n = runners.length;
  const result: ExchangeQuotes = {
    winMid: arena.take(n),
    winLay: arena.take(n).fill(NaN),
    placeInv: arena.take(n),
    placeK: 0,
    placeCount: 0,
  };
  for (let r = 0; r < n; r++) {
    const ex = runners[r].exchange;
    if (ex == null) {
      result.winMid = null;
      continue;
    }
    const back = ex.winBack;
    const lay = ex.winLay;
    if ((back != null && !okOdds(back)) || (lay != null && !okOdds(lay))) {
      log.add(
        'INVALID_EXCHANGE_PRICE',
        `exchange win ${String(back)}/${String(lay)} ignored`,
        runners[r].number,
        EXCHANGE_SOURCE_NAME,
      );
      result.winMid = null;
    } else {
      if (lay != null) result.winLay[r] = lay;
      if (back == null || lay == null) result.winMid = null;
      else if (result.winMid !== null)
        result.winMid[r] = (1 / back + 1 / lay) / 2;
    }
    const pb = okOdds(ex.placeBack) ? ex.placeBack : 0;
    const pl = okOdds(ex.placeLay) ? ex.placeLay : 0;
    const k = ex.placeK;
    if ((pb === 0 && pl === 0) || (k != null && !usableK(k, n))) continue;
    if (k != null) {
      if (result.placeK === 0) result.placeK = k;
      else if (result.placeK !== k) continue;
    }
    result.placeInv[r] =
      pb > 0 && pl > 0 ? (1 / pb + 1 / pl) / 2 : pb > 0 ? 1 / pb : 0;
    if (result.placeInv[r] > 0) result.placeCount++;
  }
  return result;
}
