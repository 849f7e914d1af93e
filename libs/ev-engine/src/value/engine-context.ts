import type {
  Boost,
  FairPriceMethod,
  Promo,
  SingleFairPriceMethod,
} from '@overlay/domain';
import { isFairPriceMethod } from '@overlay/domain';
import { EngineError } from '../core/engine.errors';
import { hasLegs, legRaceIds } from './boost-legs';
import type { PreparedPromo } from './promo-value';
import { preparePromo } from './promo-value';
import type { HarvilleExponents } from '../place/top-k';
import { assertExponents, DEFAULT_HARVILLE_EXPONENTS } from '../place/top-k';

/** REFERENCE_STAKE default (docs/architecture.md §2): the stake a cash-back cap is measured against. */
export const DEFAULT_REFERENCE_STAKE = 50;

/** Everything besides market data that a build depends on; one context per viewer and settings. */
export interface EngineContext {
  promos: readonly Promo[];
  boosts: readonly Boost[];
  /** The signed-in user: personal promos apply only to their creator. */
  viewerId: string | null;
  /** Stake in currency units for cash-back caps (> 0). */
  referenceStake: number;
  harvilleExponents: HarvilleExponents;
  /** Live page retention override as a fraction (0.4..0.9); replaces BonusBack/Token retention only. */
  retentionOverride?: number | null;
  /**
   * The viewer values bonus bets (BonusBack/Token) at the market's measured retention (lower-case
   * bookmaker → fraction, docs/ev-model.md §10) where a book has one; the override wins over it.
   */
  measuredRetention?: ReadonlyMap<string, number> | null;
  /** false: no promo is valued (promo fields null, promoEV 0, totalEV = ev). */
  includePromos: boolean;
  /** A quote older than this (seconds) is stale (docs/architecture.md §3; STALE_PRICE_SECONDS, default 120). */
  stalePriceSeconds: number;
  /** The viewer's fair-price method (docs/ev-model.md §9); absent = 'default' (docs/architecture.md §4.1). */
  fairPriceMethod?: FairPriceMethod;
}

/** STALE_PRICE_SECONDS default (docs/architecture.md §3). */
export const DEFAULT_STALE_PRICE_SECONDS = 120;

/** A context with defaults filled in: no promos or boosts, stake 50, exponents 0.81/0.65, promos on. */
export function createEngineContext(
  partial: Partial<EngineContext> = {},
): EngineContext {
  const ctx: EngineContext = {
    promos: partial.promos ?? [],
    boosts: partial.boosts ?? [],
    viewerId: partial.viewerId ?? null,
    referenceStake: partial.referenceStake ?? DEFAULT_REFERENCE_STAKE,
    harvilleExponents: partial.harvilleExponents ?? DEFAULT_HARVILLE_EXPONENTS,
    retentionOverride: partial.retentionOverride ?? null,
    measuredRetention: partial.measuredRetention ?? null,
    includePromos: partial.includePromos ?? true,
    stalePriceSeconds: partial.stalePriceSeconds ?? DEFAULT_STALE_PRICE_SECONDS,
    fairPriceMethod: partial.fairPriceMethod ?? 'default',
  };
  validateContext(ctx);
  return ctx;
}

function validateContext(ctx: EngineContext): void {
  if (!(ctx.referenceStake > 0 && ctx.referenceStake < Infinity)) {
    throw new EngineError(
      'INVALID_CONTEXT',
      `referenceStake must be a finite amount above 0 (got ${String(ctx.referenceStake)})`,
    );
  }
  const r = ctx.retentionOverride;
  if (r != null && !(r >= 0 && r <= 1)) {
    throw new EngineError(
      'INVALID_CONTEXT',
      `retentionOverride must be a fraction from 0 to 1 (got ${String(r)})`,
    );
  }
  for (const [book, value] of ctx.measuredRetention ?? []) {
    if (!(value >= 0 && value <= 1)) {
      throw new EngineError(
        'INVALID_CONTEXT',
        `measuredRetention of ${book} must be a fraction from 0 to 1 (got ${String(value)})`,
      );
    }
  }
  if (!(ctx.stalePriceSeconds > 0 && ctx.stalePriceSeconds < Infinity)) {
    throw new EngineError(
      'INVALID_CONTEXT',
      `stalePriceSeconds must be a finite number of seconds above 0 (got ${String(ctx.stalePriceSeconds)})`,
    );
  }
  if (ctx.fairPriceMethod != null && !isFairPriceMethod(ctx.fairPriceMethod)) {
    throw new EngineError(
      'INVALID_CONTEXT',
      `fairPriceMethod must be default, multiplicative, power, shin or worst_case (got ${String(ctx.fairPriceMethod)})`,
    );
  }
  assertExponents(ctx.harvilleExponents);
}

/** The context's fair-price method ('default' when absent). */
export function fairPriceMethodOf(context: EngineContext): FairPriceMethod {
  return context.fairPriceMethod ?? 'default';
}

/**
 * The single method one race valuation uses. 'worst_case' is a choice per row, made by the row
 * builders (table segments, live rows, debug calc) over one valuation per single method; a lone
 * valuation under it (a parlay's other legs, boost listings) uses the default.
 */
export function valuationMethodOf(
  context: EngineContext,
): SingleFairPriceMethod {
  const method = context.fairPriceMethod ?? 'default';
  return method === 'worst_case' ? 'default' : method;
}

const byMethod = new WeakMap<EngineContext, Map<string, EngineContext>>();

/** The same context with another fair-price method, one object per (context, method) so prepareContext memoises it. */
export function contextWithMethod(
  context: EngineContext,
  method: FairPriceMethod,
): EngineContext {
  if (fairPriceMethodOf(context) === method) return context;
  let map = byMethod.get(context);
  if (map === undefined) {
    map = new Map();
    byMethod.set(context, map);
  }
  let derived = map.get(method);
  if (derived === undefined) {
    derived = { ...context, fairPriceMethod: method };
    map.set(method, derived);
  }
  return derived;
}

/** A context indexed for the hot path: visible, valid promos by lower-case bookmaker; active boosts by race. */
export interface PreparedContext {
  context: EngineContext;
  promosByBook: Map<string, PreparedPromo[]>;
  /** promosByBook looked up by exact bookmaker name, filled on first use. */
  promosByName: Map<string, PreparedPromo[] | null>;
  /** Active boosts by race; a multi-leg boost (with legs) under each race of its legs. */
  boostsByRace: Map<string, Boost[]>;
  /** True when some active boost has legs (its rows read other races). */
  hasMultiLegBoosts: boolean;
  /** Every visible, valid promo by id; promoList[p.index] === p. */
  promoList: PreparedPromo[];
  invalidPromos: { id: string; message: string }[];
}

const cache = new WeakMap<EngineContext, PreparedContext>();

/** Prepares (once per context object, memoised) the promo and boost indexes; treat contexts as immutable. */
export function prepareContext(context: EngineContext): PreparedContext {
  const hit = cache.get(context);
  if (hit !== undefined) return hit;
  validateContext(context);
  const promosByBook = new Map<string, PreparedPromo[]>();
  const invalidPromos: { id: string; message: string }[] = [];
  const promoList: PreparedPromo[] = [];
  const sorted = context.promos
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const promo of sorted) {
    const visible =
      promo.visibility === 'global' ||
      (promo.visibility === 'personal' &&
        promo.createdBy != null &&
        promo.createdBy === context.viewerId);
    if (!visible) continue;
    const prepared = preparePromo(
      promo,
      context.referenceStake,
      context.retentionOverride ?? null,
      context.measuredRetention ?? null,
    );
    if (typeof prepared === 'string') {
      invalidPromos.push({ id: promo.id, message: prepared });
      continue;
    }
    prepared.index = promoList.length;
    promoList.push(prepared);
    const list = promosByBook.get(prepared.bookKey);
    if (list === undefined) promosByBook.set(prepared.bookKey, [prepared]);
    else list.push(prepared);
  }
  const boostsByRace = new Map<string, Boost[]>();
  for (const boost of context.boosts) {
    if (!boost.isActive) continue;
    // A multi-leg boost is seen by every race of its legs: the one that starts first lists it.
    for (const id of hasLegs(boost) ? legRaceIds(boost) : [boost.raceExtId]) {
      const list = boostsByRace.get(id);
      if (list === undefined) boostsByRace.set(id, [boost]);
      else list.push(boost);
    }
  }
  const prepared: PreparedContext = {
    context,
    promosByBook,
    promosByName: new Map(),
    boostsByRace,
    hasMultiLegBoosts: context.boosts.some((b) => b.isActive && hasLegs(b)),
    promoList,
    invalidPromos,
  };
  cache.set(context, prepared);
  return prepared;
}
