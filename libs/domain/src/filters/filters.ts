import type { NumericBound } from '../common/numeric-bound';
import type { RaceCode } from '../racing/race-code';
import { RACE_CODES } from '../racing/race-code';
import type { SortDir, SortField } from '../opportunity/opportunity';

/** Dashboard filter state (docs/product.md §3 "Filter state"); an empty selection is never stored: all = every known value. */
export interface FilterState {
  minTotalEV: number;
  maxOdds: number;
  minBonusPct: number;
  requireTwoBookies: boolean;
  promoOnly: boolean;
  bookmakers: string[];
  raceCodes: RaceCode[];
  includePromos: boolean;
  withinMinutes: number;
  maxResults: number;
  /** Matched mode (docs/ev-model.md §10): the least back / lay rating in percent a row needs (0: any, a row without a lay too). */
  minRating: number;
  /** Matched mode: only rows with an exchange lay price to hedge them. */
  layOnly: boolean;
}

/** Filters plus the dashboard's other URL state: search text, one race, sort, and the Matched mode's columns. */
export interface OpportunitiesQuery extends FilterState {
  q: string;
  raceId: string | null;
  sortBy: SortField;
  sortDir: SortDir;
  /** The dashboard shows the hedge columns (lay, rating, locked result, locked EV); the rows are the same either way. */
  matched: boolean;
  /**
   * `races=`: only these races' rows of the reply the other filters make, with where each sits
   * in it (docs/architecture.md, "The dashboard follows the market"). Absent: every race.
   */
  races?: readonly string[];
}

/** Reset defaults (docs/product.md §4 "Reset", §9). */
export const FILTER_DEFAULTS = {
  minTotalEV: -40,
  maxOdds: 51,
  minBonusPct: 0,
  requireTwoBookies: false,
  promoOnly: false,
  includePromos: true,
  withinMinutes: 720,
  maxResults: 1000,
  minRating: 0,
  layOnly: false,
  sortBy: 'totalEV' as SortField,
  sortDir: 'desc' as SortDir,
} as const;

/** The bonus default the interface text states (70 %); the 'filters active' test compares against it (docs/product.md §5). */
export const BONUS_HINT_DEFAULT = 70;

/** UI slider bounds (docs/product.md §5). */
export const FILTER_BOUNDS: Readonly<
  Record<
    | 'withinMinutes'
    | 'minTotalEV'
    | 'maxOdds'
    | 'minBonusPct'
    | 'maxResults'
    | 'minRating',
    NumericBound
  >
> = {
  withinMinutes: { min: 60, max: 1440, step: 60 },
  minTotalEV: { min: -40, max: 100, step: 1 },
  maxOdds: { min: 1.5, max: 51, step: 0.5 },
  minBonusPct: { min: 0, max: 150, step: 5 },
  maxResults: { min: 50, max: 5000, step: 50 },
  minRating: { min: 0, max: 110, step: 1 },
};

/** What the server accepts: max_results and within_minutes are clamped; EV, odds and bonus accept any finite number. */
export const SERVER_QUERY_LIMITS = {
  maxResults: { min: 1, max: 5000 },
  withinMinutes: { min: 1, max: 10080 },
  /** Most race ids a `races=` filter names; a longer list is read as none (every race). */
  races: { max: 200 },
} as const;

/** Time-window presets of the filter panel. */
export const TIME_WINDOW_PRESETS: readonly {
  label: string;
  minutes: number;
}[] = [
  { label: '2h', minutes: 120 },
  { label: '6h', minutes: 360 },
  { label: '12h', minutes: 720 },
  { label: '24h', minutes: 1440 },
];

/** The state Reset restores: all known bookmakers and every race code. */
export function defaultFilterState(
  knownBookmakers: readonly string[],
): FilterState {
  return {
    minTotalEV: FILTER_DEFAULTS.minTotalEV,
    maxOdds: FILTER_DEFAULTS.maxOdds,
    minBonusPct: FILTER_DEFAULTS.minBonusPct,
    requireTwoBookies: FILTER_DEFAULTS.requireTwoBookies,
    promoOnly: FILTER_DEFAULTS.promoOnly,
    bookmakers: knownBookmakers.slice(),
    raceCodes: RACE_CODES.slice(),
    includePromos: FILTER_DEFAULTS.includePromos,
    withinMinutes: FILTER_DEFAULTS.withinMinutes,
    maxResults: FILTER_DEFAULTS.maxResults,
    minRating: FILTER_DEFAULTS.minRating,
    layOnly: FILTER_DEFAULTS.layOnly,
  };
}

/** Full dashboard query defaults: reset filters, no search, no race, sorted by totalEV desc. */
export function defaultOpportunitiesQuery(
  knownBookmakers: readonly string[],
): OpportunitiesQuery {
  return {
    ...defaultFilterState(knownBookmakers),
    q: '',
    raceId: null,
    sortBy: FILTER_DEFAULTS.sortBy,
    sortDir: FILTER_DEFAULTS.sortDir,
    matched: false,
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const lower = new Set(a.map((s) => s.toLowerCase()));
  const other = new Set(b.map((s) => s.toLowerCase()));
  if (lower.size !== other.size) return false;
  for (const s of other) if (!lower.has(s)) return false;
  return true;
}

function differs(
  state: FilterState,
  knownBookmakers: readonly string[],
  bonusDefault: number,
): boolean {
  const d = FILTER_DEFAULTS;
  return (
    state.minTotalEV !== d.minTotalEV ||
    state.maxOdds !== d.maxOdds ||
    state.minBonusPct !== bonusDefault ||
    state.requireTwoBookies !== d.requireTwoBookies ||
    state.promoOnly !== d.promoOnly ||
    state.includePromos !== d.includePromos ||
    state.withinMinutes !== d.withinMinutes ||
    state.maxResults !== d.maxResults ||
    state.minRating !== d.minRating ||
    state.layOnly !== d.layOnly ||
    !sameSet(state.bookmakers, knownBookmakers) ||
    !sameSet(state.raceCodes, RACE_CODES)
  );
}

/** True when any filter differs from its reset default (shows the Reset button; bonus compared with 0). */
export function filtersDifferFromDefaults(
  state: FilterState,
  knownBookmakers: readonly string[],
): boolean {
  return differs(state, knownBookmakers, FILTER_DEFAULTS.minBonusPct);
}

/** The empty state's 'filters active' test: as above but the bonus is compared with 70 (docs/product.md §5 keeps both readings). */
export function hasActiveFilters(
  state: FilterState,
  knownBookmakers: readonly string[],
): boolean {
  return differs(state, knownBookmakers, BONUS_HINT_DEFAULT);
}

/** Include Promotions toggle: turning it off also turns Promo-Only off (docs/product.md §4). */
export function setIncludePromos<S extends FilterState>(
  state: S,
  includePromos: boolean,
): S {
  return {
    ...state,
    includePromos,
    promoOnly: includePromos ? state.promoOnly : false,
  };
}

/** Promo-Only toggle: turning it on forces Include Promotions on (docs/product.md §4). */
export function setPromoOnly<S extends FilterState>(
  state: S,
  promoOnly: boolean,
): S {
  return {
    ...state,
    promoOnly,
    includePromos: promoOnly ? true : state.includePromos,
  };
}

/**
 * The filter panel's short reading of the time window: whole hours as '12h', else minutes as
 * '90m' (an address may ask `within_minutes=10`; a fraction of an hour read '0.16666666666666666h').
 */
export function formatTimeWindowShort(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}

/** Header text of the time window: whole days, else whole hours, else minutes ('1 day', '12 hours', '90 minutes'). */
export function formatTimeWindow(minutes: number): string {
  const plural = (n: number, unit: string): string =>
    `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 1440 && minutes % 1440 === 0)
    return plural(minutes / 1440, 'day');
  if (minutes >= 60 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
