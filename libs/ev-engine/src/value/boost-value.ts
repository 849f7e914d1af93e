import type { Boost, BoostView, SnapshotRace } from '@overlay/domain';
import type { EngineContext } from './engine-context';
import { EngineError, isValidOdds } from '../core/engine.errors';
import type { PlaceTier } from '../place/place-probability';
import { CROSS_K_THETA } from '../place/place-probability';
import { createQuoteEvaluation, evaluateQuote } from './quote-evaluation';
import type { RaceValuation } from './race-valuation';
import { tierFor, valueRace, valueRaceOrThrow } from './race-valuation';

export interface BoostValue {
  /** Probability the boosted bet wins, 0..1. */
  probability: number;
  /** fair = 1 / probability. */
  fairPrice: number;
  /** Boost EV %. */
  ev: number;
}

/** Boost EV % = (boosted / fair − 1) × 100 with fair = 1 / probability (docs/architecture.md §4.6). */
export function boostEV(boostedOdds: number, probability: number): number {
  if (!isValidOdds(boostedOdds))
    throw new EngineError(
      'INVALID_ODDS',
      `boosted odds must be a finite decimal price above 1 (got ${String(boostedOdds)})`,
    );
  if (!(probability > 0 && probability <= 1))
    throw new EngineError(
      'INVALID_PROBABILITIES',
      `probability must be in (0, 1] (got ${String(probability)})`,
    );
  return (boostedOdds * probability - 1) * 100;
}

function value(boostedOdds: number, probability: number): BoostValue {
  return {
    probability,
    fairPrice: 1 / probability,
    ev: boostEV(boostedOdds, probability),
  };
}

/** FIXED_WIN: probability = p_win; EV % = (boosted × p_win − 1) × 100. */
export function fixedWinBoostValue(
  boostedOdds: number,
  pWin: number,
): BoostValue {
  return value(boostedOdds, pWin);
}

/** FIXED_PLACE_K2 (Top-2): probability = p_top2 from the place tiers; placeFairPrice = 1 / p_top2. */
export function top2BoostValue(
  boostedOdds: number,
  tier: Pick<PlaceTier, 'placeSource' | 'placeSourceK' | 'placeCoverage'>,
  pTop2: number,
): BoostValue & { placeFairPrice: number; placeDataWarning: string | null } {
  const v = value(boostedOdds, pTop2);
  return {
    ...v,
    placeFairPrice: v.fairPrice,
    placeDataWarning: placeDataWarning(tier),
  };
}

/** ANY_OF_WIN: probability = Σ p_win of the chosen runners (one race). */
export function anyOfWinBoostValue(
  boostedOdds: number,
  pWins: readonly number[],
): BoostValue {
  if (pWins.length === 0)
    throw new EngineError(
      'INVALID_PROBABILITIES',
      'an any-of boost needs at least one runner',
    );
  let p = 0;
  for (const x of pWins) {
    if (!(x >= 0 && x <= 1))
      throw new EngineError(
        'INVALID_PROBABILITIES',
        `p_win must be in [0, 1] (got ${String(x)})`,
      );
    p += x;
  }
  return value(boostedOdds, Math.min(1, p));
}

/** PARLAY_ALL_WIN: probability = Π p_win across the legs (one runner per race). */
export function parlayBoostValue(
  boostedOdds: number,
  legPWins: readonly number[],
): BoostValue {
  if (legPWins.length === 0)
    throw new EngineError(
      'INVALID_PROBABILITIES',
      'a parlay needs at least one leg',
    );
  let p = 1;
  for (const x of legPWins) {
    if (!(x >= 0 && x <= 1))
      throw new EngineError(
        'INVALID_PROBABILITIES',
        `p_win must be in [0, 1] (got ${String(x)})`,
      );
    p *= x;
  }
  return value(boostedOdds, p);
}

/** Warning shown with a Top-2 price that is an estimate (cross_k, blended_median, heuristic); null for native and reference_book. */
export function placeDataWarning(
  tier: Pick<PlaceTier, 'placeSource' | 'placeSourceK' | 'placeCoverage'>,
): string | null {
  switch (tier.placeSource) {
    case 'cross_k':
      return `Estimated Top-2 price: converted from k=${String(tier.placeSourceK)} place prices using cross-K scaling (θ=${CROSS_K_THETA})`;
    case 'blended_median':
      return `Estimated Top-2 price: blended from partial place markets covering ${Math.round(tier.placeCoverage * 100)}% of runners`;
    case 'heuristic':
      return 'Estimated Top-2 price: no Top-2 place market, modelled from win prices (discounted Harville)';
    default:
      return null;
  }
}

function enrichFromValuation(val: RaceValuation, boost: Boost): BoostView {
  const race = val.race;
  const r = val.runners.findIndex((x) => x.extId === boost.runnerExtId);
  if (r < 0)
    throw new EngineError(
      'RUNNER_NOT_FOUND',
      `runner ${boost.runnerExtId} is not an active runner of race ${race.extRaceId}`,
    );
  const key = boost.bookmaker.trim().toLowerCase();
  const b = val.books.findIndex((x) => x.name.toLowerCase() === key);
  const pWin = val.pWin[r];
  let baseEV: number;
  let promoEV = 0;
  let placeFairPrice: number | null = null;
  let tier: PlaceTier | null = null;
  if (boost.boostType === 'FIXED_PLACE_K2') {
    tier = tierFor(val, b, 2);
    const v = top2BoostValue(boost.boostedOdds, tier, tier.p[r]);
    baseEV = v.ev;
    placeFairPrice = v.placeFairPrice;
  } else {
    // FIXED_WIN; a single-runner ANY_OF_WIN or single-leg PARLAY_ALL_WIN is a win bet too.
    baseEV = boostEV(boost.boostedOdds, pWin);
    if (boost.boostType === 'FIXED_WIN' && b >= 0)
      promoEV = evaluateQuote(
        val,
        r,
        b,
        boost.boostedOdds,
        createQuoteEvaluation(),
      ).promoEV;
  }
  return {
    ...boost,
    raceId: race.extRaceId,
    raceCode: race.code,
    track: race.venue,
    raceNumber: race.number,
    runnerNumber: val.runners[r].number,
    runnerName: val.runners[r].name,
    startTime: race.startTime,
    baseEV,
    promoEV,
    totalEV: baseEV + promoEV,
    fairPrice: val.fairPrice[r],
    fairMethod: val.fairMethod,
    placeFairPrice,
    placeSource: tier === null ? null : tier.placeSource,
    placeDataWarning: tier === null ? null : placeDataWarning(tier),
  };
}

/** A boost with its read-only fields of docs/product.md §3 (raceId = extRaceId); throws EngineError when the race cannot be valued or the runner is not active. */
export function enrichBoost(
  boost: Boost,
  race: SnapshotRace,
  context: EngineContext,
): BoostView {
  if (!isValidOdds(boost.boostedOdds))
    throw new EngineError(
      'INVALID_ODDS',
      `boosted odds must be above 1 (got ${String(boost.boostedOdds)})`,
    );
  const val = valueRaceOrThrow(race, {
    ...context,
    boosts: [{ ...boost, isActive: true }],
  });
  return enrichFromValuation(val, boost);
}

/** Enriches many boosts, valuing each race once; boosts whose race is missing or cannot be valued are left out. */
export function enrichBoosts(
  boosts: readonly Boost[],
  races: readonly SnapshotRace[],
  context: EngineContext,
): BoostView[] {
  const byId = new Map<string, SnapshotRace>();
  for (const race of races) byId.set(race.extRaceId, race);
  const valued = new Map<string, RaceValuation | null>();
  const views: BoostView[] = [];
  for (const boost of boosts) {
    const race = byId.get(boost.raceExtId);
    if (race === undefined || !isValidOdds(boost.boostedOdds)) continue;
    let val = valued.get(race.extRaceId);
    if (val === undefined) {
      const own = boosts
        .filter((x) => x.raceExtId === race.extRaceId)
        .map((x) => ({ ...x, isActive: true }));
      const result = valueRace(race, { ...context, boosts: own });
      val = result.ok ? result.valuation : null;
      valued.set(race.extRaceId, val);
    }
    if (val === null || !val.runners.some((x) => x.extId === boost.runnerExtId))
      continue;
    views.push(enrichFromValuation(val, boost));
  }
  return views;
}
