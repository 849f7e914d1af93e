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
  /** After a fresh market's staleAt, the rows are read again this much later (the server's state is rechecked each second). */
  staleRecheckMs: 1_500,
  /**
   * While the rows follow races_changed by part, a data_refresh reads the whole reply again at
   * most this often (quote ages, a race the time window takes in; docs/architecture.md, "The
   * dashboard follows the market").
   */
  wholeReadEveryMs: 60_000,
} as const;
