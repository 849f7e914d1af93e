/** Client timing constants of docs/product.md §9 (milliseconds unless named otherwise). */
export const TIMING = {
  autoRefreshMs: 300_000,
  dashboardSearchDebounceMs: 150,
  promoSearchDebounceMs: 250,
  forceRefreshRefetchMs: 2_000,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  toastDurationMs: 5_000,
  coverageStaleMs: 60_000,
} as const;

/** Layout breakpoint: at least this wide gets the sidebar and the table (docs/product.md §2). */
export const DESKTOP_BREAKPOINT_PX = 1024;

/** Race and track lists in promo and boost forms show at most this many entries (docs/product.md §2). */
export const FORM_RACE_LIST_LIMIT = 20;

/** Race-number range shortcuts of the promo form. */
export const RACE_RANGE_SHORTCUTS: readonly (readonly [number, number])[] = [
  [1, 4],
  [5, 8],
  [9, 12],
];

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_DEFAULT: ThemePreference = 'system';
