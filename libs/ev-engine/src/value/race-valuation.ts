import type {
  BookDevigMethod,
  Boost,
  FairPriceSource,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { EXCHANGE_SOURCE_NAME, fallbackPlacesPaid } from '@overlay/domain';
import type { EngineContext, PreparedContext } from './engine-context';
import { prepareContext, valuationMethodOf } from './engine-context';
import { EngineError } from '../core/engine.errors';
import { BOOK_DEVIG_NAMES, fairWinInto } from '../pricing/fair-price';
import type { Float64Arena } from '../core/float64-arena';
import type { PlaceModel, PlaceTier } from '../place/place-probability';
import {
  createPlaceMarket,
  createPlaceModel,
  resolveJointTier,
} from '../place/place-probability';
import { attachBoosts } from './race-boosts';
import type { BookState } from './race-books';
import { bookStates } from './race-books';
import type { RaceQuotes } from '../pricing/race-quotes';
import { readBookQuotes, readExchangeQuotes } from '../pricing/race-quotes';
import type { SkippedItem } from '../core/skipped-item';
import { SkipLog } from '../core/skipped-item';

export type { SkipCode, SkippedItem } from '../core/skipped-item';

export type { BookState } from './race-books';

/**
 * Per-race intermediate values, computed once and read by rows, live rows, boosts and the debug
 * view. Prices are flat arrays indexed [book × n + runner]; NaN marks "no price".
 */
export interface RaceValuation {
  race: SnapshotRace;
  prepared: PreparedContext;
  n: number;
  runners: SnapshotRunner[];
  pWin: Float64Array;
  fairPrice: Float64Array;
  fairMethod: FairPriceSource;
  /** Books in the fair-price median (every complete book; empty for BF Mid). */
  fairBooks: string[];
  /** Devig method of each of fairBooks, in the same order. */
  fairBookMethods: BookDevigMethod[];
  books: BookState[];
  win: Float64Array;
  boostedFrom: Float64Array;
  place: Float64Array;
  /** Epoch ms each quote's book was last confirmed (checkedAt, else lastUpdated), [b × n + r]; NaN = not given. */
  quotedAt: Float64Array;
  /** 1 where the quote is stale against the market's as-of (it takes part in no fair price), [b × n + r]. */
  stale: Uint8Array;
  /** The market's "as of" time the quote ages were measured against (epoch ms; NaN when unknown). */
  asOfMs: number;
  /** Complete books left out of the fair price because some of their quotes are stale. */
  staleBooks: string[];
  /** Distinct bookmakers with a valid win quote, per runner. */
  bookCount: Int32Array;
  placeModel: PlaceModel;
  /** The exchange's best win lay per active runner, NaN when none (docs/ev-model.md §10). */
  winLay: Float64Array;
  /** FIXED_WIN boost replacing the (book, runner) price, [b × n + r]; null when the race has none. */
  winBoosts: (Boost | null)[] | null;
  placeBoosts: { boost: Boost; r: number; b: number }[];
  /** ANY_OF_WIN / PARLAY_ALL_WIN boosts with a leg in this race (valued by valueMultiLegBoost). */
  multiBoosts: Boost[];
  skipped: SkippedItem[];
}

/** A valuation, or the skip reasons (the last one says why the race could not be valued). */
export type RaceValuationResult =
  | { ok: true; valuation: RaceValuation }
  | { ok: false; skipped: SkippedItem[] };

/** p_topk tier for (book b, k), jointly fitted across k and memoised in the valuation (b = −1: no own book). */
export function tierFor(val: RaceValuation, b: number, k: number): PlaceTier {
  const model = val.placeModel;
  const memo = b < 0 ? model.ownless : val.books[b].tiers;
  const tier = memo[k];
  return tier !== undefined ? tier : resolveJointTier(model, b, k, memo);
}

/** Active runners, or the reason the race cannot be valued (none, or a runner number twice). */
function activeRunners(
  race: SnapshotRace,
  log: SkipLog,
): SnapshotRunner[] | null {
  const runners: SnapshotRunner[] = [];
  for (const runner of race.runners)
    if (!runner.scratched) runners.push(runner);
  if (runners.length === 0) {
    log.add('NO_ACTIVE_RUNNERS', 'no active runners');
    return null;
  }
  for (let i = 1; i < runners.length; i++) {
    for (let j = 0; j < i; j++) {
      if (runners[i].number === runners[j].number) {
        log.add(
          'DUPLICATE_RUNNER_NUMBER',
          `runner number ${runners[i].number} appears twice`,
        );
        return null;
      }
    }
  }
  return runners;
}

/**
 * Values one race (docs/architecture.md §4): active runners, fair win probabilities, books, place markets, promos
 * and boosts. With `arena`, the valuation's arrays live in it and are invalid after its next reuse
 * (for callers that consume the valuation at once, like the table build).
 */
export function valueRace(
  race: SnapshotRace,
  context: EngineContext,
  arena: Float64Arena | null = null,
): RaceValuationResult {
  const prepared = prepareContext(context);
  const log = new SkipLog(race.extRaceId);
  const runners = activeRunners(race, log);
  if (runners === null) return { ok: false, skipped: log.items };
  const n = runners.length;
  const raceBoosts = prepared.boostsByRace.get(race.extRaceId);
  const boostBooks =
    raceBoosts === undefined ? [] : raceBoosts.map((b) => b.bookmaker.trim());
  const quotes = readBookQuotes(
    runners,
    boostBooks,
    log,
    arena,
    context.stalePriceSeconds,
    raceAsOfMs(race),
  );
  const exchange = readExchangeQuotes(runners, quotes.arena, log);
  const B = quotes.names.length;
  const pWin = quotes.arena.take(n);
  const used = new Uint8Array(B);
  const fairMethod = fairWinInto(
    n,
    exchange.winMid,
    quotes.fairInv,
    B,
    pWin,
    used,
    valuationMethodOf(context),
  );
  if (fairMethod === null) {
    const staleBooks = staleCompleteBooks(quotes, n);
    if (staleBooks.length > 0)
      log.add(
        'STALE_FAIR_PRICE',
        `no fair price: the books that price the whole field (${staleBooks.join(', ')}) have stale quotes, older than ${context.stalePriceSeconds} s against the market's as-of time`,
        null,
        null,
        staleBooks,
      );
    else
      log.add(
        'NO_FAIR_PRICE',
        'no fair price: the exchange does not price every active runner and no bookmaker prices them all',
      );
    return { ok: false, skipped: log.items };
  }
  const fairPrice = quotes.arena.take(n);
  for (let r = 0; r < n; r++) fairPrice[r] = 1 / pWin[r];
  const fairBooks: string[] = [];
  const fairBookMethods: BookDevigMethod[] = [];
  for (let b = 0; b < B; b++)
    if (used[b] !== 0) {
      fairBooks.push(quotes.names[b]);
      fairBookMethods.push(BOOK_DEVIG_NAMES[used[b]]);
    }
  const { books, markets } = bookStates(race, n, quotes, prepared);
  const exK = exchange.placeK || fallbackPlacesPaid(n);
  const exchangeMarket =
    exchange.placeCount > 0 && exK > 0
      ? createPlaceMarket(EXCHANGE_SOURCE_NAME, exK, exchange.placeInv, n)
      : null;
  const val: RaceValuation = {
    race,
    prepared,
    n,
    runners,
    pWin,
    fairPrice,
    fairMethod,
    fairBooks,
    fairBookMethods,
    books,
    win: quotes.win,
    boostedFrom: quotes.boostedFrom,
    place: quotes.place,
    quotedAt: quotes.quotedAt,
    stale: quotes.stale,
    asOfMs: quotes.asOfMs,
    staleBooks: staleCompleteBooks(quotes, n),
    bookCount: quotes.bookCount,
    placeModel: createPlaceModel(
      n,
      pWin,
      markets,
      exchangeMarket,
      context.harvilleExponents,
      quotes.arena,
    ),
    winLay: exchange.winLay,
    winBoosts: null,
    placeBoosts: [],
    multiBoosts: [],
    skipped: log.items,
  };
  if (raceBoosts !== undefined) attachBoosts(val, raceBoosts);
  return { ok: true, valuation: val };
}

/** Books that quote every active runner but have a stale quote among them (so they left the fair price). */
function staleCompleteBooks(quotes: RaceQuotes, n: number): string[] {
  const names: string[] = [];
  for (let b = 0; b < quotes.names.length; b++) {
    let all = true;
    let stale = false;
    for (let r = 0; r < n; r++) {
      const at = b * n + r;
      if (quotes.win[at] !== quotes.win[at]) all = false;
      else if (quotes.stale[at] !== 0) stale = true;
    }
    if (all && stale) names.push(quotes.names[b]);
  }
  return names;
}

/** valueRace that throws EngineError (NO_ACTIVE_RUNNERS, DUPLICATE_RUNNER_NUMBER or NO_FAIR_PRICE) instead of returning skip reasons. */
export function valueRaceOrThrow(
  race: SnapshotRace,
  context: EngineContext,
): RaceValuation {
  const result = valueRace(race, context);
  if (result.ok) return result.valuation;
  const last = result.skipped[result.skipped.length - 1];
  const code =
    last.code === 'NO_ACTIVE_RUNNERS' || last.code === 'DUPLICATE_RUNNER_NUMBER'
      ? last.code
      : 'NO_FAIR_PRICE';
  throw new EngineError(code, `race ${race.extRaceId}: ${last.message}`);
}

/**
 * The market's own "as of" time for a race (docs/ev-model.md §1, "Stale quotes"): a stored race's
 * `confirmedAt` (the fetch or frame that last listed it; the snapshot's own time for a file), else
 * its `updatedAt`; NaN for a plain snapshot race (then its newest quote stands for it).
 */
export function raceAsOfMs(race: SnapshotRace): number {
  const stored = race as SnapshotRace & {
    confirmedAt?: unknown;
    updatedAt?: unknown;
  };
  if (typeof stored.confirmedAt === 'string') return Date.parse(stored.confirmedAt);
  return typeof stored.updatedAt === 'string' ? Date.parse(stored.updatedAt) : NaN;
}
