import type { PriceHistoryPoint, RaceMarket } from '@overlay/domain';

/**
 * The book's last win price for a runner at or before the close: the newest recorded change in the
 * price history up to `closeAt`, else the stored quote when it is no newer than the close (a price
 * that never changed has no history row in the window), else null.
 */
export function closingBookPrice(
  race: RaceMarket,
  history: readonly PriceHistoryPoint[],
  runnerNumber: number,
  bookmaker: string,
  closeAt: Date,
): number | null {
  const runner = race.runners.find((r) => r.number === runnerNumber);
  if (runner === undefined) return null;
  const book = bookmaker.toLowerCase();
  const close = closeAt.toISOString();
  let last: PriceHistoryPoint | null = null;
  for (const point of history) {
    if (point.runnerExtId !== runner.extId || point.bookmaker.toLowerCase() !== book || point.recordedAt > close) continue;
    if (last === null || point.recordedAt >= last.recordedAt) last = point;
  }
  if (last !== null) return last.win;
  const quote = runner.prices.find((p) => p.bookmaker.toLowerCase() === book);
  return quote !== undefined && quote.updatedAt <= close ? quote.win : null;
}
