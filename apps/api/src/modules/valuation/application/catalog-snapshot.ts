import type { Boost, FairPriceMethod, Promo, SnapshotRace } from '@overlay/domain';
import { createEngineContext, DEFAULT_STALE_PRICE_SECONDS } from '@overlay/ev-engine';
import type { EngineContext } from '@overlay/ev-engine';
import { LruCache } from '../../../common/cache/lru-cache';

/** Contexts valued at a measured retention kept per catalog version: the measured values move with the market. */
const MAX_MEASURED_CONTEXTS = 16;

/** Bonus bets valued at the market's measured retention (docs/ev-model.md §10): the values and the key naming them. */
export interface MeasuredValues {
  key: string;
  byBook: ReadonlyMap<string, number>;
}

/** The engine context a viewer's rows are built with, and the key rows and replies are cached under. */
export interface ViewerContext {
  /** 'global' for every viewer without personal promos, else `user:<id>`; then `|<method>` for a fair-price method other than 'default'. */
  key: string;
  context: EngineContext;
  /** The fair-price method the context values with (docs/ev-model.md §9). */
  method: FairPriceMethod;
  /** The viewer's personal promos (empty for the global context). */
  personal: readonly Promo[];
  /** The measured retention the context values bonus bets at; null: the promos' multipliers. */
  measured: MeasuredValues | null;
}

export const GLOBAL_CONTEXT_KEY = 'global';

/**
 * Promos and active boosts at one catalog version. Viewers without personal promos share one
 * engine context (and so one set of rows and replies); a viewer with personal promos gets a
 * context of the global promos plus theirs. Contexts are memoised: the engine indexes a
 * context once per object.
 */
export class CatalogSnapshot {
  private readonly globals: Promo[] = [];
  private readonly personalByUser = new Map<string, Promo[]>();
  private readonly contexts = new Map<string, ViewerContext>();
  private readonly measuredContexts = new LruCache<string, ViewerContext>(MAX_MEASURED_CONTEXTS);

  constructor(
    /** `${promosVersion}.${boostsVersion}`. */
    readonly version: string,
    promos: readonly Promo[],
    readonly boosts: readonly Boost[],
    private readonly referenceStake: number,
    private readonly stalePriceSeconds: number = DEFAULT_STALE_PRICE_SECONDS,
  ) {
    for (const promo of promos) {
      if (promo.visibility === 'global') this.globals.push(promo);
      else if (promo.createdBy !== null) {
        const mine = this.personalByUser.get(promo.createdBy);
        if (mine) mine.push(promo);
        else this.personalByUser.set(promo.createdBy, [promo]);
      }
    }
  }

  get global(): ViewerContext {
    return this.contextFor(null);
  }

  /**
   * The viewer's context under a fair-price method: one per (promos seen, method), so one table per
   * method in use; and, when the viewer values bonus bets at the market's measured retention, one
   * per measured values too (`measured`, kept for the few latest values).
   */
  contextFor(viewerId: string | null, method: FairPriceMethod = 'default', measured: MeasuredValues | null = null): ViewerContext {
    const personal = viewerId === null ? undefined : this.personalByUser.get(viewerId);
    const base = personal === undefined ? GLOBAL_CONTEXT_KEY : `user:${viewerId}`;
    const plain = method === 'default' ? base : `${base}|${method}`;
    const key = measured === null ? plain : `${plain}|${measured.key}`;
    const contexts = measured === null ? this.contexts : this.measuredContexts;
    let viewer = contexts.get(key);
    if (viewer === undefined) {
      viewer = {
        key,
        method,
        context: createEngineContext({
          fairPriceMethod: method,
          promos: personal === undefined ? this.globals : [...this.globals, ...personal],
          boosts: this.boosts,
          viewerId: personal === undefined ? null : viewerId,
          referenceStake: this.referenceStake,
          stalePriceSeconds: this.stalePriceSeconds,
          measuredRetention: measured === null ? null : measured.byBook,
        }),
        personal: personal ?? [],
        measured,
      };
      contexts.set(key, viewer);
    }
    return viewer;
  }
}

/**
 * False only when none of the personal promos can apply to the race: wrong scope, or a
 * bookmaker that neither prices the race nor has a boost in it. The race's rows are then the
 * global context's rows, so a personal context rebuilds only the races its promos touch.
 */
export function personalPromosMayApply(personal: readonly Promo[], race: SnapshotRace, boosts: readonly Boost[]): boolean {
  if (personal.length === 0) return false;
  let books: Set<string> | null = null;
  for (const promo of personal) {
    if (promo.scope === 'codes' && !promo.codes.includes(race.code)) continue;
    if (promo.scope === 'races' && !promo.raceExtIds.includes(race.extRaceId)) continue;
    books ??= raceBookKeys(race, boosts);
    if (books.has(promo.bookmaker.trim().toLowerCase())) return true;
  }
  return false;
}

function raceBookKeys(race: SnapshotRace, boosts: readonly Boost[]): Set<string> {
  const keys = new Set<string>();
  for (const runner of race.runners) for (const quote of runner.prices) keys.add(quote.bookmaker.trim().toLowerCase());
  for (const boost of boosts) if (boost.raceExtId === race.extRaceId) keys.add(boost.bookmaker.trim().toLowerCase());
  return keys;
}
