import type { LiveRow } from '@overlay/contracts';

/** The chart's first runners: the best total EV of each runner, highest first. */
export function defaultChartRunners(rows: readonly LiveRow[], count = 2): number[] {
  const best = new Map<number, number>();
  for (const row of rows) {
    const seen = best.get(row.runnerNo);
    if (seen === undefined || row.totalEV > seen) best.set(row.runnerNo, row.totalEV);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([runnerNo]) => runnerNo);
}
