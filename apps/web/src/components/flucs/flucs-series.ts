import type { FlucsResponse } from '@overlay/contracts';

interface FlucsPricePoint {
  /** Epoch ms. */
  t: number;
  price: number;
}

export interface FlucsLine {
  key: string;
  label: string;
  fair: boolean;
  points: FlucsPricePoint[];
}

/** A span where a book's offered price was a boost (its own price was lower). */
export interface BoostSpan {
  book: string;
  from: number;
  to: number;
}

/** The lines' prices at one instant (null before a line's first price), for the tooltip. */
export interface FlucsInstant {
  t: number;
  /** Where the tooltip's cursor sits: the fair price, else the first line's. */
  anchor: number | null;
  prices: (number | null)[];
}

export interface FlucsSeries {
  books: string[];
  lines: FlucsLine[];
  boosts: BoostSpan[];
  /** Time and price bounds of the lines drawn (prices padded and rounded to 0.1). */
  extent: { from: number; to: number; low: number; high: number } | null;
  /** TOOLTIP_INSTANTS evenly spaced instants over `extent` (a tooltip per step of 8,000 would cost more than the chart). */
  instants: FlucsInstant[];
}

const TOOLTIP_INSTANTS = 240;

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
  const extent = extentOf(lines);
  return {
    books: flucs.books.map((line) => line.book),
    lines,
    boosts,
    extent,
    instants: extent ? instantsOf(lines, extent.from, extent.to) : [],
  };
}

/**
 * One label per run of overlapping boosted spans, on the run's earliest span: 'Neds boost', or
 * '3 books boosted' when others were boosted over it too. Each span's own label, all drawn at the
 * same top edge, overwrote one another when several books boosted at once. Null: no label.
 */
export function boostLabels(spans: readonly BoostSpan[]): (string | null)[] {
  const labels: (string | null)[] = spans.map(() => null);
  const order = spans.map((_, i) => i).sort((a, b) => spans[a].from - spans[b].from);
  let head = -1;
  let end = -Infinity;
  let count = 0;
  const label = () => {
    if (head >= 0) labels[head] = count === 1 ? `${spans[head].book} boost` : `${count} books boosted`;
  };
  for (const i of order) {
    if (spans[i].from < end) {
      count += 1;
      end = Math.max(end, spans[i].to);
      continue;
    }
    label();
    head = i;
    end = spans[i].to;
    count = 1;
  }
  label();
  return labels;
}

function extentOf(lines: readonly FlucsLine[]): FlucsSeries['extent'] {
  let from = Infinity;
  let to = -Infinity;
  let low = Infinity;
  let high = -Infinity;
  for (const line of lines)
    for (const { t, price } of line.points) {
      if (t < from) from = t;
      if (t > to) to = t;
      if (price < low) low = price;
      if (price > high) high = price;
    }
  if (from > to) return null;
  const pad = Math.max((high - low) * 0.05, 0.05);
  return {
    from,
    to: to > from ? to : from + 1,
    low: Math.max(1, Math.floor((low - pad) * 10) / 10),
    high: Math.ceil((high + pad) * 10) / 10,
  };
}

/** Each line's price as it stood at evenly spaced instants (one pass per line: points are in time order). */
function instantsOf(lines: readonly FlucsLine[], from: number, to: number): FlucsInstant[] {
  const count = Math.min(TOOLTIP_INSTANTS, Math.max(2, lines.reduce((n, line) => n + line.points.length, 0)));
  const times = Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
  const columns = lines.map((line) => {
    const column: (number | null)[] = [];
    let at = -1;
    for (const t of times) {
      while (at + 1 < line.points.length && line.points[at + 1].t <= t) at++;
      column.push(at < 0 ? null : line.points[at].price);
    }
    return column;
  });
  const anchorLine = lines.findIndex((line) => line.fair);
  return times.map((t, i) => {
    const prices = columns.map((column) => column[i]);
    return { t, anchor: prices[anchorLine >= 0 ? anchorLine : 0] ?? prices.find((p) => p !== null) ?? null, prices };
  });
}
