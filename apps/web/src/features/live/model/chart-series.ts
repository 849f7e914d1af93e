import type { LiveHistoryResponse } from '@overlay/contracts';

interface ChartPoint {
  /** ms since the epoch. */
  t: number;
  price: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** The fair price line is drawn dashed. */
  fair: boolean;
  points: ChartPoint[];
}

const toPoints = (points: { t: string; price: number }[]): ChartPoint[] =>
  points
    .map((point) => ({ t: Date.parse(point.t), price: point.price }))
    .filter((point) => Number.isFinite(point.t) && point.price > 0)
    .sort((a, b) => a.t - b.t);

/**
 * One line per chosen runner and bookmaker, plus the runner's fair price; each price is held
 * until `nowMs` so a price that has not moved still reaches the right edge.
 */
export function chartSeries(history: LiveHistoryResponse, nowMs: number): ChartSeries[] {
  const hold = (points: ChartPoint[]): ChartPoint[] => {
    const last = points.at(-1);
    return last && last.t < nowMs ? [...points, { t: nowMs, price: last.price }] : points;
  };
  return history.runners.flatMap((runner) => {
    const name = `${runner.runnerNo}. ${runner.runnerName}`;
    const books = runner.books.map((line) => ({
      key: `${runner.runnerId}|${line.book}`,
      label: `${name} · ${line.book}`,
      fair: false,
      points: hold(toPoints(line.points)),
    }));
    const fair = toPoints(runner.fair);
    return fair.length === 0
      ? books
      : [
          ...books,
          { key: `${runner.runnerId}|fair`, label: `${name} · Fair`, fair: true, points: hold(fair) },
        ];
  });
}
