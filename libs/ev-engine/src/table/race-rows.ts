import type { Boost } from '@overlay/domain';
import type { OpportunityColumns } from './opportunity-columns';
import type { MultiLegRow } from './multi-leg-rows';
import {
  FLAG_STALE,
  ROW_ANY_OF_BOOST,
  ROW_FEED_BOOST,
  ROW_PARLAY_BOOST,
  ROW_PLAIN,
  ROW_TOP2_BOOST,
  ROW_WIN_BOOST,
} from './opportunity-columns';
import type { PreparedPromo } from '../value/promo-value';
import type { QuoteEvaluation } from '../value/quote-evaluation';
import {
  createQuoteEvaluation,
  evaluateQuote,
} from '../value/quote-evaluation';
import type { RaceValuation } from '../value/race-valuation';
import { tierFor } from '../value/race-valuation';
import { binaryKelly } from '../value/kelly';
import { putTier } from './tier-codes';
import { Int32Scratch } from '../core/scratch';

// Module-local copies: hot loops should not read through module bindings (CommonJS getters).
const PLAIN: number = ROW_PLAIN;
const FEED_BOOST: number = ROW_FEED_BOOST;
const WIN_BOOST: number = ROW_WIN_BOOST;
const TOP2_BOOST: number = ROW_TOP2_BOOST;
const ANY_OF_BOOST: number = ROW_ANY_OF_BOOST;
const PARLAY_BOOST: number = ROW_PARLAY_BOOST;
const STALE: number = FLAG_STALE;
const evaluate = evaluateQuote;
const tierOf = tierFor;
const putPlaceTier = putTier;
const kellyWinLose = binaryKelly;

const scratch = createQuoteEvaluation();

// Race-local promo numbering: localOf[p.index] is valid while stampOf[p.index] === stamp, so no
// reset per race (stamp moves on instead).
const localOf = new Int32Scratch();
const stampOf = new Int32Scratch();
let stamp = 0;

function nextRace(): void {
  if (++stamp > 0x3fffffff) {
    stampOf.get(0).fill(0);
    stamp = 1;
  }
}

/** Index of p in the race's promo list, appending it on first use. */
function localPromo(p: PreparedPromo, promos: PreparedPromo[]): number {
  const g = p.index;
  const stamps = stampOf.get(g + 1);
  const locals = localOf.get(g + 1);
  if (stamps[g] !== stamp) {
    stamps[g] = stamp;
    locals[g] = promos.push(p) - 1;
  }
  return locals[g];
}

/** Most rows a valued race can give: every (book, runner) slot plus its Top-2 and multi-leg boosts. */
export function raceRowBound(val: RaceValuation, multi: number): number {
  return val.books.length * val.n + val.placeBoosts.length + multi;
}

function put(
  c: OpportunityColumns,
  q: number,
  val: RaceValuation,
  r: number,
  b: number,
  e: QuoteEvaluation,
  promos: PreparedPromo[],
): void {
  c.price[q] = e.price;
  c.fairPrice[q] = e.fairPrice;
  c.ev[q] = e.ev;
  c.promoEV[q] = e.promoEV;
  c.totalEV[q] = e.totalEV;
  c.bonusPct[q] = e.bonusPct;
  c.kelly[q] = e.kelly;
  c.quotedAt[q] = val.quotedAt[b * val.n + r];
  c.layPrice[q] = val.winLay[r];
  c.probability[q] = e.pWin;
  c.runner[q] = r;
  c.book[q] = b;
  c.promo[q] = e.promo === null ? -1 : localPromo(e.promo, promos);
  c.promoK[q] = e.promoK;
  putPlaceTier(c, q, e.tier, val.books, b);
  if (val.stale[b * val.n + r] !== 0) c.flags[q] |= STALE;
}

/** Top-2 boost row: valued on p_top2 of the book's k = 2 tier, no promo. */
function putTop2(
  val: RaceValuation,
  c: OpportunityColumns,
  q: number,
  j: number,
  boostIndex: number,
): void {
  const { boost, r, b } = val.placeBoosts[j];
  const tier = tierOf(val, b, 2);
  const p2 = tier.p[r];
  const odds = boost.boostedOdds;
  const place = val.books[b].placeK === 2 ? val.place[b * val.n + r] : NaN;
  c.price[q] = odds;
  c.fairPrice[q] = 1 / p2;
  c.ev[q] = (odds * p2 - 1) * 100;
  c.promoEV[q] = 0;
  c.totalEV[q] = c.ev[q];
  // A bonus % is of a win price against the fair win price: it means nothing for a Top-2 price.
  c.bonusPct[q] = NaN;
  c.probability[q] = p2;
  // The boosted event is the runner's top 2: win or lose at the boosted odds with p_top2.
  c.kelly[q] = kellyWinLose(p2, odds - 1);
  c.boostedFrom[q] = place;
  c.quotedAt[q] = val.quotedAt[b * val.n + r];
  // The exchange's win lay does not hedge a bet on the top 2.
  c.layPrice[q] = NaN;
  c.runner[q] = r;
  c.book[q] = b;
  c.promo[q] = -1;
  c.boost[q] = boostIndex;
  c.kind[q] = TOP2_BOOST;
  c.promoK[q] = 2;
  putPlaceTier(c, q, tier, val.books, b);
  if (val.stale[b * val.n + r] !== 0) c.flags[q] |= STALE;
}

/**
 * Any-Of / parlay boost row: valued on the boosted event's probability (docs/architecture.md §4.6), no promo (a
 * refund promo does not apply to a boost); no bonus %, places or pre-boost price mean anything.
 */
function putMultiLeg(
  val: RaceValuation,
  c: OpportunityColumns,
  q: number,
  m: MultiLegRow,
  boostIndex: number,
): void {
  c.price[q] = m.boost.boostedOdds;
  c.fairPrice[q] = m.fairPrice;
  c.ev[q] = m.ev;
  c.promoEV[q] = 0;
  c.totalEV[q] = m.ev;
  c.bonusPct[q] = NaN;
  c.probability[q] = m.probability;
  c.kelly[q] = kellyWinLose(m.probability, m.boost.boostedOdds - 1);
  c.boostedFrom[q] = NaN;
  c.quotedAt[q] = NaN;
  c.layPrice[q] = NaN;
  c.runner[q] = m.r;
  c.book[q] = m.b;
  c.promo[q] = -1;
  c.boost[q] = boostIndex;
  c.kind[q] = m.boost.boostType === 'ANY_OF_WIN' ? ANY_OF_BOOST : PARLAY_BOOST;
  c.promoK[q] = 0;
  putPlaceTier(c, q, null, val.books, m.b);
}

/**
 * Writes a valued race's rows from `start`, in the object path's order: per runner, one row per
 * book quote (a FIXED_WIN boost replacing the price), then its Top-2 boost rows, then the
 * multi-leg boost rows listed with it (`multi`; their runner names go to `names` at the boost's index). The promos and
 * staff boosts of the rows are appended to `promos` and `boosts` (the promo and boost columns
 * index them), so a segment needs nothing from its context. Returns the row count.
 */
export function writeRaceRows(
  val: RaceValuation,
  c: OpportunityColumns,
  start: number,
  promos: PreparedPromo[],
  boosts: Boost[],
  multi: readonly MultiLegRow[],
  names: (string | null)[],
): number {
  nextRace();
  const { n, books, win, boostedFrom, winBoosts, placeBoosts } = val;
  const B = books.length;
  const e = scratch;
  let q = start;
  for (let r = 0; r < n; r++) {
    for (let b = 0; b < B; b++) {
      const at = b * n + r;
      const boost = winBoosts === null ? null : winBoosts[at];
      const price = win[at];
      if (boost !== null) {
        evaluate(val, r, b, boost.boostedOdds, e);
        put(c, q, val, r, b, e, promos);
        c.kind[q] = WIN_BOOST;
        c.boostedFrom[q] = price;
        c.boost[q++] = boosts.push(boost) - 1;
        continue;
      }
      if (price !== price) continue;
      evaluate(val, r, b, price, e);
      put(c, q, val, r, b, e, promos);
      const from = boostedFrom[at];
      c.kind[q] = from === from ? FEED_BOOST : PLAIN;
      c.boostedFrom[q] = from;
      c.boost[q++] = -1;
    }
    for (let j = 0; j < placeBoosts.length; j++)
      if (placeBoosts[j].r === r)
        putTop2(val, c, q++, j, boosts.push(placeBoosts[j].boost) - 1);
    for (let j = 0; j < multi.length; j++)
      if (multi[j].r === r) {
        const at = boosts.push(multi[j].boost) - 1;
        names[at] = multi[j].runnerName;
        putMultiLeg(val, c, q++, multi[j], at);
      }
  }
  return q - start;
}
