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
