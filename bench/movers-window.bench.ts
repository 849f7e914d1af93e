// Movers windows on a week of price history (docs/product.md §3, Movers): the 5, 15 and 60-minute windows'
// read (the repository's SQL) and ranking, at 1M and 5M price_history rows, and an empty window.
// The history is made in SQL (generate_series), a week of races at a steady rate, not row by row.
// The work runs in a child tsx that reads tsconfig.base.json for the ORM's decorators
// (fixtures/movers-window.measure.ts). BENCH_MOVERS_ROWS=1000000 measures one size only.
import { runMeasurement } from './fixtures/run-measurement';

type Report = (name: string, value: number, unit: string) => void;

/** Printed beside the previous main's figures: bench/run.ts runs it in that tree too. */
export const besidePreviousByRunner = true;

export default function moversWindowBench(report: Report): Promise<void> {
  return runMeasurement('fixtures/movers-window.measure.ts', 'tsconfig.base.json', report);
}
