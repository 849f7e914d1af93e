// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only: the realism test values the simulated market with the engine's own fair price, as the product does
import { computeFairWin } from '@overlay/ev-engine';
import type { MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { tickShift } from '../price-ladder';
import { VENUE_CATALOGUE } from '../venue-catalogue';

// Measures of a simulated market against docs/architecture.md §3 ("what a real market looks like"), as a
// punter would read them off a screen: book percentages, exchange books and spreads, how often
// prices move, and how often a bookmaker's price beats the fair price.

const MINUTE = 60_000;

/** Metropolitan AU gallops: the liquid exchange markets. */
export function isMetroGallop(race: SnapshotRace): boolean {
  const venue = VENUE_CATALOGUE.find(
    (candidate) =>
      candidate.name === race.venue && candidate.code === race.code,
  );
  return race.code === 'TB' && race.country === 'AU' && venue?.tier === 'metro';
}

export const active = (race: SnapshotRace) =>
  race.runners.filter((runner) => !runner.scratched);

/** Percentiles of a list (nearest rank); NaN for an empty list. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export const share = (
  values: readonly number[],
  test: (v: number) => boolean,
) =>
  values.length === 0 ? Number.NaN : values.filter(test).length / values.length;

/** Win book percentages (Σ 1/price) of every book pricing every active runner, by book. */
export function winBooks(
  races: readonly SnapshotRace[],
): Map<string, number[]> {
  const books = new Map<string, number[]>();
  for (const race of races) {
    const runners = active(race);
    const byBook = new Map<string, number[]>();
    for (const runner of runners)
      for (const quote of runner.prices)
        byBook.set(quote.bookmaker, [
          ...(byBook.get(quote.bookmaker) ?? []),
          quote.boostedFrom ?? quote.win,
        ]);
    for (const [book, prices] of byBook) {
      if (prices.length !== runners.length) continue;
      const list = books.get(book) ?? [];
      list.push(prices.reduce((sum, price) => sum + 1 / price, 0));
      books.set(book, list);
    }
  }
  return books;
}

/** Place book percentage per place paid (Σ 1/place ÷ k) of complete place books. */
export function placeBooks(races: readonly SnapshotRace[]): number[] {
  const out: number[] = [];
  for (const race of races) {
    const runners = active(race);
    const byBook = new Map<string, { sum: number; count: number; k: number }>();
    for (const runner of runners)
      for (const quote of runner.prices) {
        if (!quote.place || !quote.placeK) continue;
        const entry = byBook.get(quote.bookmaker) ?? {
          sum: 0,
          count: 0,
          k: quote.placeK,
        };
        entry.sum += 1 / quote.place;
        entry.count += 1;
        byBook.set(quote.bookmaker, entry);
      }
    for (const entry of byBook.values())
      if (entry.count === runners.length) out.push(entry.sum / entry.k);
  }
  return out;
}

export interface ExchangeMeasure {
  backBooks: number[];
  layBooks: number[];
  /** Ticks between best back and best lay, by win price band of the back. */
  ticksByBand: Map<string, number[]>;
  /** Share of races whose exchange win market is complete (back and lay on every runner). */
  completeShare: number;
}

const BANDS: readonly [string, number][] = [
  ['<=4', 4],
  ['4-10', 10],
  ['10-30', 30],
  ['>30', Infinity],
];

export function ticksBetween(back: number, lay: number): number {
  let ticks = 0;
  for (let price = back; price < lay - 1e-9 && ticks < 100; ticks += 1)
    price = tickShift(price, 1);
  return ticks;
}

export function exchangeMeasure(
  races: readonly SnapshotRace[],
): ExchangeMeasure {
  const backBooks: number[] = [];
  const layBooks: number[] = [];
  const ticksByBand = new Map<string, number[]>(
    BANDS.map(([band]) => [band, []]),
  );
  let complete = 0;
  for (const race of races) {
    const sides = active(race).map((r) => [
      r.exchange?.winBack ?? 0,
      r.exchange?.winLay ?? 0,
    ]);
    if (sides.length === 0 || sides.some(([back, lay]) => !back || !lay))
      continue;
    complete += 1;
    backBooks.push(sides.reduce((sum, [back]) => sum + 1 / back, 0));
    layBooks.push(sides.reduce((sum, [, lay]) => sum + 1 / lay, 0));
    for (const [back, lay] of sides) {
      const band = BANDS.find(([, upTo]) => back <= upTo)?.[0] ?? '>30';
      ticksByBand.get(band)?.push(ticksBetween(back, lay));
    }
  }
  return {
    backBooks,
    layBooks,
    ticksByBand,
    completeShare: races.length ? complete / races.length : 0,
  };
}

/** Window of minutes to the jump, as [label, from, to). */
export const JUMP_WINDOWS: readonly [string, number, number][] = [
  ['>6h', 360, Infinity],
  ['1-6h', 60, 360],
  ['15-60m', 15, 60],
  ['<=15m', 0.5, 15],
];

export interface MoveMeasure {
  /** Share of win quotes that changed between two refreshes, by minutes to the jump. */
  moved: Map<string, WindowMoves>;
}

interface WindowMoves {
  changed: number;
  total: number;
  /** Changes of more than 10 % in one refresh of prices under $21. */
  bigMoves: number;
  /** Win quotes of each race's favourite (shortest average price) that shortened / drifted. */
  favouriteIn: number;
  favouriteOut: number;
}

/** Compares two snapshots `a` then `b` (a refresh apart): which win quotes changed, by window. */
export function addMoves(
  measure: MoveMeasure,
  a: MarketSnapshot,
  b: MarketSnapshot,
): void {
  const later = new Map(b.races.map((race) => [race.extRaceId, race]));
  const at = Date.parse(a.generatedAt);
  for (const race of a.races) {
    if (race.state !== 'open') continue;
    const next = later.get(race.extRaceId);
    if (!next || next.state !== 'open') continue;
    const minutes = (Date.parse(race.startTime) - at) / MINUTE;
    const window = JUMP_WINDOWS.find(
      ([, from, to]) => minutes >= from && minutes < to,
    );
    if (!window) continue;
    const entry = measure.moved.get(window[0]) ?? {
      changed: 0,
      total: 0,
      bigMoves: 0,
      favouriteIn: 0,
      favouriteOut: 0,
    };
    const favourite = favouriteIndex(race);
    race.runners.forEach((runner, index) => {
      const after = next.runners[index];
      if (runner.scratched || after.scratched) return;
      for (const quote of runner.prices) {
        const other = after.prices.find((q) => q.bookmaker === quote.bookmaker);
        if (!other) continue;
        entry.total += 1;
        if (other.win !== quote.win) {
          entry.changed += 1;
          // Under $21 a book's ladder steps are at most 5 %: a move of more than 10 % in one
          // refresh is more than "a tick or two" (longer prices step 5-10 % a tick).
          if (quote.win < 21 && Math.abs(other.win / quote.win - 1) > 0.1)
            entry.bigMoves += 1;
          if (index === favourite && other.win < quote.win)
            entry.favouriteIn += 1;
          if (index === favourite && other.win > quote.win)
            entry.favouriteOut += 1;
        }
      }
    });
    measure.moved.set(window[0], entry);
  }
}

/** Field index of the runner with the shortest mean win price. */
function favouriteIndex(race: SnapshotRace): number {
  let best = -1;
  let bestPrice = Infinity;
  race.runners.forEach((runner, index) => {
    if (runner.scratched || runner.prices.length === 0) return;
    const mean =
      runner.prices.reduce((sum, q) => sum + q.win, 0) / runner.prices.length;
    if (mean < bestPrice) {
      bestPrice = mean;
      best = index;
    }
  });
  return best;
}

export interface EvMeasure {
  rows: number;
  positive: number;
  /** Positive rows on a boosted price. */
  positiveBoosted: number;
  /** Positive rows on a quote older than two minutes (a lagging book), not boosted. */
  positiveLagging: number;
  /** Best base EV of each race with a positive row. */
  bestPerRace: number[];
}

/**
 * Base EV of every bookmaker win quote of open races: price × fair p − 1, the fair p from the
 * engine's computeFairWin over every book's pre-boost prices and the exchange.
 */
export function evMeasure(snapshot: MarketSnapshot): EvMeasure {
  const result: EvMeasure = {
    rows: 0,
    positive: 0,
    positiveBoosted: 0,
    positiveLagging: 0,
    bestPerRace: [],
  };
  const now = Date.parse(snapshot.generatedAt);
  for (const race of snapshot.races) {
    if (race.state !== 'open') continue;
    const runners = active(race);
    if (runners.length < 2) continue;
    const names = [
      ...new Set(runners.flatMap((r) => r.prices.map((q) => q.bookmaker))),
    ];
    const books = names.map((bookmaker) => ({
      bookmaker,
      odds: runners.map((r) => {
        const quote = r.prices.find((q) => q.bookmaker === bookmaker);
        return quote ? (quote.boostedFrom ?? quote.win) : null;
      }),
    }));
    const exchange = {
      back: runners.map((r) => r.exchange?.winBack ?? null),
      lay: runners.map((r) => r.exchange?.winLay ?? null),
    };
    let fair: number[];
    try {
      fair = computeFairWin({ books, exchange }, runners.length).probabilities;
    } catch {
      continue;
    }
    let best = -Infinity;
    runners.forEach((runner, index) => {
      for (const quote of runner.prices) {
        const ev = quote.win * fair[index] - 1;
        result.rows += 1;
        if (ev <= 0) continue;
        result.positive += 1;
        best = Math.max(best, ev);
        const age = quote.lastUpdated
          ? (now - Date.parse(quote.lastUpdated)) / 1000
          : 0;
        if (quote.boostedFrom != null) result.positiveBoosted += 1;
        else if (age > 120) result.positiveLagging += 1;
      }
    });
    if (best > 0) result.bestPerRace.push(best);
  }
  return result;
}
