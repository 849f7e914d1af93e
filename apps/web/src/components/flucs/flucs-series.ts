import type { FlucsResponse } from '@overlay/domain';

interface FlucsPricePoint {
  /** Epoch ms. */
  t: number;
  price: number;
}

interface FlucsLine {
  key: string;
  label: string;
  fair: boolean;
  points: FlucsPricePoint[];
}

/** A span where a book's offered price was a boost (its own price was lower). */
interface BoostSpan {
  book: string;
  from: number;
  to: number;
}

export interface FlucsSeries {
  books: string[];
  lines: FlucsLine[];
  boosts: BoostSpan[];
}

/** A price holds until the next change: the last one is drawn on to `asOfMs` (steps, not slopes). */
function held(points: FlucsPricePoint[], asOfMs: number): FlucsPricePoint[] {
  const last = points.at(-1);
  return last && last.t < asOfMs ? [...points, { t: asOfMs, price: last.price }] : points;
}

/**
 * The chart's lines for the chosen books (all when `chosen` is null): each book's win price as
 * steps, the fair price last, and the spans where a chosen book's price was boosted.
 */
export function flucsSeries(flucs: FlucsResponse, chosen: readonly string[] | null): FlucsSeries {
  const shown = flucs.books.filter((line) => chosen === null || chosen.includes(line.book));
  const lines: FlucsLine[] = shown.map((line) => ({
    key: line.book,
    label: line.book,
    fair: false,
    points: held(line.points.map(([t, price]) => ({ t, price })), flucs.asOfMs),
  }));
  const fair = flucs.fair.map(([t, price]) => ({ t, price }));
  if (fair.length > 0) lines.push({ key: 'fair', label: 'Fair', fair: true, points: held(fair, flucs.asOfMs) });
  const boosts: BoostSpan[] = [];
  for (const line of shown) {
    let start: number | null = null;
    for (const [t, , boostedFrom] of line.points) {
      if (boostedFrom !== null && start === null) start = t;
      else if (boostedFrom === null && start !== null) {
        boosts.push({ book: line.book, from: start, to: t });
        start = null;
      }
    }
    if (start !== null) boosts.push({ book: line.book, from: start, to: flucs.asOfMs });
  }
  return { books: flucs.books.map((line) => line.book), lines, boosts };
}
