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
