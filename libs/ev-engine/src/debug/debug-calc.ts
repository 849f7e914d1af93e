import type {
  DebugCalcResult,
  DebugPromoCalculation,
  SnapshotRace,
} from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { fairPriceMethodOf } from '../value/engine-context';
import { isWorstCase, worstCase } from '../value/worst-case';
import { EngineError } from '../core/engine.errors';
import type { PlaceTier } from '../place/place-probability';
import { breakevenRetention } from '../value/promo-value';
import {
  createQuoteEvaluation,
  evaluateQuote,
  offeredWinPrice,
} from '../value/quote-evaluation';
import type { RaceValuation } from '../value/race-valuation';
import { tierFor, valueRaceOrThrow } from '../value/race-valuation';
import { placesPaid } from '../place/top-k';
import { lockFigures } from '../value/hedge';
import { DEFAULT_COMMISSION } from '../table/materialise-opportunity';

function standardK(val: RaceValuation): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const book of val.books) {
    if (book.placeK === 0) continue;
    const c = (counts.get(book.placeK) ?? 0) + 1;
    counts.set(book.placeK, c);
    if (best === null || c > (counts.get(best) ?? 0)) best = book.placeK;
  }
  return best;
}

/** The debug view of one runner read from a race valuation: the same values the rows used (docs/product.md §3, docs/architecture.md §4.8). */
export function debugCalcFromValuation(
  val: RaceValuation,
  runnerNumber: number,
  commission = DEFAULT_COMMISSION,
): DebugCalcResult {
  const r = val.runners.findIndex((x) => x.number === runnerNumber);
  if (r < 0)
    throw new EngineError(
      'RUNNER_NOT_FOUND',
      `runner ${runnerNumber} is not an active runner of race ${val.race.extRaceId}`,
    );
  const { race, n } = val;
  const terms = placesPaid(n, standardK(val));
  const std = terms.k > 0 ? tierFor(val, -1, terms.k) : null;
  const seen = new Set<string>();
  const applicablePromos: DebugCalcResult['applicablePromos'] = [];
  for (const book of val.books) {
    for (const p of book.promos) {
      if (seen.has(p.promo.id)) continue;
      seen.add(p.promo.id);
      applicablePromos.push({
        id: p.promo.id,
        bookmaker: p.promo.bookmaker,
        label: p.promo.label,
        k: p.k,
        valueMultiplier: p.promo.valueMultiplier,
      });
    }
  }
  const promoCalculations: DebugPromoCalculation[] = [];
  const excluded: string[] = [];
  const e = createQuoteEvaluation();
  for (let b = 0; b < val.books.length; b++) {
    const at = b * n + r;
    const price = offeredWinPrice(val, r, b);
    if (price !== price) continue;
    const book = val.books[b];
    evaluateQuote(val, r, b, price, e);
    let tier: PlaceTier | null = e.tier;
    let chance = e.refundChance;
    if (e.promo === null && book.placesPaid > 0) {
      tier = tierFor(val, b, book.placesPaid);
      chance = Math.max(0, tier.p[r] - e.pWin);
    }
    if (val.stale[at] !== 0)
      excluded.push(
        `${book.name}: the quote is stale (last confirmed ${Math.round((val.asOfMs - val.quotedAt[at]) / 1000)} s before the market's as-of time, over ${val.prepared.context.stalePriceSeconds} s), so it takes no part in the fair price.`,
      );
    if (e.refundPromoExcluded)
      excluded.push(
        `${book.name}: the price ${price} is boosted, so its promos do not apply (bookmakers' terms exclude boosted bets from refunds, and a boosted price takes no further boost).`,
      );
    const pTopK = tier === null ? null : tier.p[r];
    const placePrice = val.place[at];
    // The row's own lock figures (row-hedge.ts reads the same function with the same promo).
    const lay = val.winLay[r];
    const lock =
      lay === lay
        ? lockFigures(
            price,
            lay,
            commission,
            e.promo === null
              ? null
              : { k: e.promo.k, retention: e.retention, promoEV: e.promoEV },
          )
        : null;
    promoCalculations.push({
      bookmaker: book.name,
      hasPromo: e.promo !== null,
      promoId: e.promo === null ? null : e.promo.promo.id,
      promoType: e.promo === null ? null : e.promo.promo.promoType,
      winPrice: price,
      placePrice: placePrice === placePrice ? placePrice : null,
      fairPrice: e.fairPrice,
      p_win: e.pWin,
      p_win_pct: e.pWin * 100,
      p_topk: pTopK,
      p_topk_pct: pTopK === null ? null : pTopK * 100,
      promoK: e.promoK,
      refundChance: chance,
      refundChance_pct: chance * 100,
      retention: e.promo === null ? null : e.promo.retention,
      retentionOrigin: e.promo === null ? null : e.promo.retentionOrigin,
      layPrice: lay === lay ? lay : null,
      lockRating: lock === null ? null : lock.lockRating,
      lockedEV: lock === null ? null : lock.lockedEV,
      placeSource: tier === null ? null : tier.placeSource,
      sourceBookmaker: tier === null ? null : tier.placeSourceBookmaker,
      sourceK: tier === null ? null : tier.placeSourceK,
      coverage: tier === null ? null : tier.placeCoverage,
      baseEV_pct: e.ev,
      promoEV_pct: e.promoEV,
      totalEV_pct: e.totalEV,
      bonusPct_ui: e.bonusPct,
      breakevenRetention: breakevenRetention(e.ev, chance),
      kelly: e.kelly,
    });
  }
  const notes = [
    val.fairMethod === 'BF Mid'
      ? 'Fair win price: exchange mid (1/back + 1/lay)/2 per runner, normalised to sum 1.'
      : `Fair win price: median per runner of ${val.fairBooks.length} complete book${val.fairBooks.length === 1 ? ' (a weak fair price)' : 's'}, ${val.fairBooks.map((name, i) => `${name} (${val.fairBookMethods[i]})`).join(', ')}, normalised to sum 1.`,
    `Places: ${terms.kReason}.`,
    'p_topk: first tier of native, reference_book, cross_k (θ=0.98), blended_median, heuristic (discounted Harville), each fitted so p_win ≤ p_topk ≤ 1 and Σ p_topk = k, tiers in k order with the one below as a floor (p_top2 ≤ p_top3 ≤ p_top4); the last three are estimates.',
    ...excluded,
  ];
  for (const s of val.skipped)
    if (s.runnerNumber === runnerNumber)
      notes.push(
        `Skipped ${s.bookmaker ?? ''} ${s.code}: ${s.message}`.replace(
          '  ',
          ' ',
        ),
      );
  return {
    race: {
      extRaceId: race.extRaceId,
      venue: race.venue,
      number: race.number,
      name: race.name,
      code: race.code,
      activeRunners: n,
    },
    runner: {
      name: val.runners[r].name,
      number: runnerNumber,
      fairPrice: val.fairPrice[r],
      fairMethod: val.fairMethod,
    },
    fairBooks: val.fairBooks.map((bookmaker, i) => ({
      bookmaker,
      method: val.fairBookMethods[i],
    })),
    placeMarket: {
      k: terms.k,
      kReason: terms.kReason,
      mptoValid: std === null ? null : std.mptoValid,
      p_topk_standard: std === null ? null : std.p[r],
    },
    applicablePromos,
    promoCalculations,
    notes,
    fairPriceMethod: fairPriceMethodOf(val.prepared.context),
    commission: Math.round(commission * 1e6) / 1e4,
  };
}

/** GET /api/debug/promo-calc/{extRaceId}/{runnerNumber}: throws EngineError RUNNER_NOT_FOUND, NO_ACTIVE_RUNNERS, DUPLICATE_RUNNER_NUMBER or NO_FAIR_PRICE. */
export function computeDebugCalc(
  race: SnapshotRace,
  runnerNumber: number,
  context: EngineContext,
  commission = DEFAULT_COMMISSION,
): DebugCalcResult {
  if (isWorstCase(context))
    return worstCaseDebugCalc(race, runnerNumber, context, commission);
  return debugCalcFromValuation(
    valueRaceOrThrow(race, context),
    runnerNumber,
    commission,
  );
}

/**
 * 'worst_case' (as the table's rows): each bookmaker calculation is the one with the lowest total
 * EV among the single methods (the first on a tie); the runner's fair price and books are those
 * of the method with the highest fair price (the lowest base EV at every book). A note names the
 * method behind each calculation.
 */
function worstCaseDebugCalc(
  race: SnapshotRace,
  runnerNumber: number,
  context: EngineContext,
  commission: number,
): DebugCalcResult {
  const worst = worstCase(
    context,
    (single) =>
      debugCalcFromValuation(
        valueRaceOrThrow(race, single),
        runnerNumber,
        commission,
      ),
    calcTotalEV,
  );
  const parts = worst.parts;
  let runnerPart = parts[0];
  for (const part of parts)
    if (part.runner.fairPrice > runnerPart.runner.fairPrice) runnerPart = part;
  const chosen: string[] = [];
  const promoCalculations = parts[0].promoCalculations.map((calc, i) => {
    const best = worst.choose(i);
    chosen.push(
      `${calc.bookmaker}${calc.promoId === null ? '' : ` (promo ${calc.promoId})`}: ${parts[best].runner.fairMethod}`,
    );
    return parts[best].promoCalculations[i];
  });
  return {
    ...runnerPart,
    promoCalculations,
    notes: [
      `Worst case: each bookmaker's calculation uses the fair-price method giving its lowest total EV; the runner's fair price is the highest of the methods (${runnerPart.runner.fairMethod}).`,
      `Method per calculation: ${chosen.join('; ')}.`,
      ...runnerPart.notes,
    ],
    fairPriceMethod: 'worst_case',
  };
}

function calcTotalEV(calc: DebugCalcResult, i: number): number {
  return calc.promoCalculations[i].totalEV_pct;
}
