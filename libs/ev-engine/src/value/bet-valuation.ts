import type { BetPromoTerms, Boost, SnapshotRace } from '@overlay/domain';
import { BetError, promoFamily } from '@overlay/domain';
import type { EngineContext } from './engine-context';
import { isWorstCase, worstCase } from './worst-case';
import type { PreparedPromo } from './promo-value';
import { betBoostPromoEV, promoRetention } from './promo-value';
import type { QuoteEvaluation } from './quote-evaluation';
import {
  createQuoteEvaluation,
  evaluateChosenQuote,
  isBoostedQuote,
} from './quote-evaluation';
import type { RaceValuation } from './race-valuation';
import { valueRace } from './race-valuation';

/** What a punter logs: the runner, book and price they took, their stake, promo and staff boost. */
export interface BetChoice {
  runnerNumber: number;
  bookmaker: string;
  price: number;
  stake: number;
  promoId: string | null;
  boostId: string | null;
}

/** A bet valued as its row (docs/ev-model.md §3): the evaluation, with the promo and boost it takes. */
export interface BetValue {
  valuation: RaceValuation;
  runnerName: string;
  /** evaluation.totalEV is the bet's EV at placement (%), evaluation.fairPrice its fair price. */
  evaluation: QuoteEvaluation;
  promo: PreparedPromo | null;
  boost: Boost | null;
  /**
   * The book's own price before its boost when the feed marks this quote boosted (its
   * boostedFrom), else null: no such quote, or a staff win boost (`boost`) in its place.
   */
  bookBoostedFrom: number | null;
}

/**
 * Values a bet on one race valuation, through the row's own function (evaluateChosenQuote, the
 * chosen promo in place of the best): base EV at the price taken plus the promo's EV; a cash back
 * is worth its capped refund at the bet's own stake. Throws BetError for an unknown or scratched
 * runner, a promo that does not apply to this book in this race, a boost that is not a win boost
 * of this (book, runner), and any promo on a boosted price. Whether the price is boosted is the
 * row's own rule, isBoostedQuote: the feed's boostedFrom, or a staff win boost on this (book,
 * runner), whether or not the bet names it and whatever price it was taken at (the boost replaces
 * the book's price, so the book offers no unboosted price to carry the promo; docs/ev-model.md §3).
 */
export function valueBetOn(val: RaceValuation, choice: BetChoice): BetValue {
  const race = val.race.extRaceId;
  const r = val.runners.findIndex((x) => x.number === choice.runnerNumber);
  if (r < 0) {
    const listed = val.race.runners.some(
      (x) => x.number === choice.runnerNumber,
    );
    throw new BetError(
      'BET_RUNNER_UNKNOWN',
      listed
        ? `Runner ${choice.runnerNumber} of race "${race}" is scratched`
        : `Unknown runner ${choice.runnerNumber} in race "${race}"`,
    );
  }
  const key = choice.bookmaker.trim().toLowerCase();
  // b = −1: a book that does not price this race (base EV only, no promo or boost can apply).
  const b = val.books.findIndex((x) => x.name.trim().toLowerCase() === key);
  const boost = choice.boostId === null ? null : boostAt(val, b, r, choice);
  let promo: PreparedPromo | null = null;
  if (choice.promoId !== null) {
    promo =
      b < 0
        ? null
        : (val.books[b].promos.find((p) => p.promo.id === choice.promoId) ??
          null);
    if (promo === null)
      throw new BetError(
        'BET_PROMO_NOT_APPLICABLE',
        `Promo ${choice.promoId} does not apply to ${choice.bookmaker} in race "${race}"`,
      );
  }
  const retention =
    promo === null
      ? 0
      : promo.family === 'CashBack'
        ? promoRetention(promo.promo, choice.stake)
        : promo.retention;
  const boosted = b >= 0 && isBoostedQuote(val, r, b);
  const evaluation = evaluateChosenQuote(
    val,
    r,
    b,
    choice.price,
    boosted,
    promo,
    retention,
    createQuoteEvaluation(),
  );
  if (evaluation === null)
    throw new BetError(
      'BET_PROMO_NOT_APPLICABLE',
      `Promo ${choice.promoId} does not apply to a boosted price (bookmakers' terms exclude boosted bets, and a boosted price takes no further boost)`,
    );
  return {
    valuation: val,
    runnerName: val.runners[r].name,
    evaluation,
    promo,
    boost,
    bookBoostedFrom: bookBoostedFrom(val, r, b),
  };
}

/** The feed's pre-boost price of the quote at (b, r) when no staff win boost replaces it; else null. */
function bookBoostedFrom(
  val: RaceValuation,
  r: number,
  b: number,
): number | null {
  if (b < 0) return null;
  const at = b * val.n + r;
  if (val.winBoosts !== null && val.winBoosts[at] !== null) return null;
  const from = val.boostedFrom[at];
  return from === from ? from : null;
}

/**
 * Values a bet under the viewer's fair-price method (their betting settings, in `context`), as
 * the row they saw: a single method values the race once; 'worst_case' takes, per row, the method
 * whose row (the best promo at this price) has the lowest total EV (the first on a tie), and
 * values the bet's own promo under it. Throws BetError BET_RACE_NOT_VALUED when the race has no
 * fair price, else as valueBetOn.
 */
export function valueBet(
  race: SnapshotRace,
  context: EngineContext,
  choice: BetChoice,
): BetValue {
  if (!isWorstCase(context)) return valueBetOn(valued(race, context), choice);
  const row = createQuoteEvaluation();
  const worst = worstCase(
    context,
    (single) => {
      const value = valueBetOn(valued(race, single), choice);
      const val = value.valuation;
      const r = val.runners.findIndex((x) => x.number === choice.runnerNumber);
      const b = val.books.findIndex(
        (x) =>
          x.name.trim().toLowerCase() === choice.bookmaker.trim().toLowerCase(),
      );
      const total =
        b < 0 ? value.evaluation.totalEV : rowTotalEV(val, r, b, value, row);
      return { value, total };
    },
    (part) => part.total,
  );
  return worst.parts[worst.choose(0)].value;
}

/**
 * The total EV of the row this bet comes from under one method: the best of no promo and each of
 * the book's promos (evaluateQuote's choice), at the bet's price and boost state.
 */
function rowTotalEV(
  val: RaceValuation,
  r: number,
  b: number,
  bet: BetValue,
  out: QuoteEvaluation,
): number {
  const { price, boosted } = bet.evaluation;
  const promos = val.books[b].promos;
  let best = -Infinity;
  for (let i = -1; i < promos.length; i++) {
    const promo = i < 0 ? null : promos[i];
    const e = evaluateChosenQuote(
      val,
      r,
      b,
      price,
      boosted,
      promo,
      promo === null ? 0 : promo.retention,
      out,
    );
    if (e !== null && e.totalEV > best) best = e.totalEV;
  }
  return best;
}

function valued(race: SnapshotRace, context: EngineContext): RaceValuation {
  const result = valueRace(race, context);
  if (result.ok) return result.valuation;
  const reason = result.skipped.at(-1)?.message ?? 'no fair price';
  throw new BetError(
    'BET_RACE_NOT_VALUED',
    `Race "${race.extRaceId}" cannot be valued: ${reason}`,
  );
}

function boostAt(
  val: RaceValuation,
  b: number,
  r: number,
  choice: BetChoice,
): Boost {
  const boost =
    b < 0 || val.winBoosts === null ? null : val.winBoosts[b * val.n + r];
  if (boost === null || boost.id !== choice.boostId) {
    throw new BetError(
      'BET_BOOST_NOT_APPLICABLE',
      `Boost ${choice.boostId} is not a win boost of ${choice.bookmaker} on runner ${choice.runnerNumber} in race "${val.race.extRaceId}"`,
    );
  }
  return boost;
}

/** What placement fixed on a bet, as the bet log stores it. */
export interface PlacedBet {
  price: number;
  stake: number;
  evAtPlacement: number;
  fairPriceAtPlacement: number;
  /** The promo's retention (cash back: at the bet's stake) or boost fraction; null without a promo. */
  retention: number | null;
  promoTerms: BetPromoTerms | null;
}

/**
 * A logged bet's EV at placement after its price or stake is corrected (PATCH /api/bets/:id), on
 * the chances fixed at placement, by the row's formulas (docs/ev-model.md §3): p_win = 1 / the
 * fair price at placement; a place promo's refund chance is the one its placement EV implies
 * ((EV − base EV) / retention); a cash back's retention follows the new stake. Returns the new EV
 * % and retention.
 */
export function revalueBet(
  placed: PlacedBet,
  price: number,
  stake: number,
): { evAtPlacement: number; retention: number | null } {
  const pWin = 1 / placed.fairPriceAtPlacement;
  const base = (price * pWin - 1) * 100;
  const terms = placed.promoTerms;
  const retention = placed.retention ?? 0;
  if (terms === null) return { evAtPlacement: base, retention: null };
  const family = promoFamily(terms.promoType);
  if (family === 'BetBoost')
    return {
      evAtPlacement: base + betBoostPromoEV(pWin, price, retention),
      retention: placed.retention,
    };
  const placedBase = (placed.price * pWin - 1) * 100;
  const chance =
    retention > 0
      ? Math.max(0, (placed.evAtPlacement - placedBase) / (retention * 100))
      : 0;
  const next = family === 'CashBack' ? promoRetention(terms, stake) : retention;
  return { evAtPlacement: base + chance * next * 100, retention: next };
}
