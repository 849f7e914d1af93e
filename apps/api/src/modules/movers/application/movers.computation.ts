import {
  MOVERS_MAX_FAIR_PRICE,
  MOVERS_PER_SIDE,
  MOVERS_SPARKLINE_POINTS,
} from '@overlay/domain';
import type { MoveWindowRace, Mover } from '@overlay/domain';
import { EngineError, computeFairWin } from '@overlay/ev-engine';

/** What a runner's market looked like at one instant of the window. */
interface RunnerLook {
  fair: number;
  best: number;
  bestBookmaker: string;
}

export interface MoversComputation {
  firming: Mover[];
  drifting: Mover[];
}

/**
 * Steamers and drifters of a window from the recorded price history. The fair price at a past
 * instant is the engine's own (computeFairWin, docs/architecture.md §4.1) on the bookmaker quotes as they stood
 * then, over the race's field as it runs now. The product keeps no exchange history, so both ends
 * are valued from the books alone (Bookie MPTO): a move is then a move of the market, never a
 * switch between BF Mid and the books. A runner's move starts where its race first has a fair
 * price in the window (its start, or its first quotes when it was listed later) and ends now.
 */
export function computeMovers(
  races: readonly MoveWindowRace[],
  sinceMs: number,
  nowMs: number,
): MoversComputation {
  const movers = races
    .flatMap((race) => raceMovers(race, sinceMs, nowMs))
    .filter(
      (mover) =>
        mover.fairFrom <= MOVERS_MAX_FAIR_PRICE &&
        mover.fairTo <= MOVERS_MAX_FAIR_PRICE,
    );
  const firming = movers
    .filter((mover) => mover.fairMovePct < 0)
    .sort((a, b) => a.fairMovePct - b.fairMovePct || tieBreak(a, b));
  const drifting = movers
    .filter((mover) => mover.fairMovePct > 0)
    .sort((a, b) => b.fairMovePct - a.fairMovePct || tieBreak(a, b));
  return {
    firming: firming.slice(0, MOVERS_PER_SIDE),
    drifting: drifting.slice(0, MOVERS_PER_SIDE),
  };
}

/** Every running runner of one race with its move (0 % moves included; the caller drops them). */
export function raceMovers(
  race: MoveWindowRace,
  sinceMs: number,
  nowMs: number,
): Mover[] {
  const n = race.runners.length;
  if (n === 0) return [];
  const market = new QuoteBoard(race);
  const points = race.points;
  let next = 0;
  const applyUntil = (atMs: number) => {
    while (next < points.length && points[next].atMs <= atMs)
      market.apply(points[next++]);
  };
  // The window starts at the first instant with a fair price: `since`, or the first change after.
  applyUntil(sinceMs);
  let fromMs = sinceMs;
  let first = market.look();
  while (first === null && next < points.length) {
    fromMs = points[next].atMs;
    applyUntil(fromMs);
    first = market.look();
  }
  if (first === null || fromMs >= nowMs) return [];
  // Evenly spaced looks from the start to now; the market as it stood at each.
  const steps = MOVERS_SPARKLINE_POINTS - 1;
  const looks: RunnerLook[][] = [first];
  for (let step = 1; step <= steps; step++) {
    const atMs = fromMs + ((nowMs - fromMs) * step) / steps;
    applyUntil(atMs);
    looks.push(market.look() ?? looks[looks.length - 1]);
  }
  const last = looks[looks.length - 1];
  return race.runners.map((runner, r): Mover => ({
    extRaceId: race.extRaceId,
    venue: race.venue,
    raceNumber: race.number,
    raceCode: race.code,
    startTime: race.startTime,
    runnerNumber: runner.number,
    runnerName: runner.name,
    fairFrom: roundPrice(first[r].fair),
    fairTo: roundPrice(last[r].fair),
    fairMovePct: movePct(first[r].fair, last[r].fair),
    bestPriceFrom: first[r].best,
    bestPriceTo: last[r].best,
    bestBookmaker: last[r].bestBookmaker,
    bestMovePct: movePct(first[r].best, last[r].best),
    sparkline: looks.map((look) => roundPrice(look[r].fair)),
  }));
}

/** `(to / from − 1) × 100`, to two decimals. */
export function movePct(from: number, to: number): number {
  return Math.round((to / from - 1) * 10_000) / 100;
}

function roundPrice(price: number): number {
  return Math.round(price * 100) / 100;
}

function tieBreak(a: Mover, b: Mover): number {
  return (
    a.startTime.localeCompare(b.startTime) ||
    a.extRaceId.localeCompare(b.extRaceId) ||
    a.runnerNumber - b.runnerNumber
  );
}

interface BookQuotes {
  win: (number | null)[];
  preBoost: (number | null)[];
  /** Runners this book has a price for. */
  priced: number;
}

/** Each book's current win and pre-boost price per runner, updated point by point. */
class QuoteBoard {
  private readonly runnerIndex: Map<string, number>;
  private readonly books = new Map<string, BookQuotes>();
  /** Books pricing every runner: without one there is no fair price (no devig to try). */
  private completeBooks = 0;

  constructor(private readonly race: MoveWindowRace) {
    this.runnerIndex = new Map(
      race.runners.map((runner, index) => [runner.extId, index]),
    );
  }

  apply(point: MoveWindowRace['points'][number]): void {
    const r = this.runnerIndex.get(point.runnerExtId);
    if (r === undefined) return;
    const n = this.race.runners.length;
    let book = this.books.get(point.bookmaker);
    if (!book) {
      book = {
        win: new Array(n).fill(null),
        preBoost: new Array(n).fill(null),
        priced: 0,
      };
      this.books.set(point.bookmaker, book);
    }
    if (book.win[r] === null && ++book.priced === n) this.completeBooks += 1;
    book.win[r] = point.win;
    // The devig reads a boosted book at its own price before the boost (docs/architecture.md §3).
    book.preBoost[r] = point.boostedFrom ?? point.win;
  }

  /** Fair and best prices per runner now; null while no book prices the whole field. */
  look(): RunnerLook[] | null {
    if (this.completeBooks === 0) return null;
    const books = [...this.books];
    let fair: number[];
    try {
      fair = computeFairWin(
        {
          books: books.map(([bookmaker, quotes]) => ({
            bookmaker,
            odds: quotes.preBoost,
          })),
        },
        this.race.runners.length,
      ).fairPrices;
    } catch (error) {
      if (error instanceof EngineError) return null;
      throw error;
    }
    return fair.map((price, r) => {
      let best = 0;
      let bestBookmaker = '';
      for (const [name, quotes] of books) {
        const win = quotes.win[r];
        if (win !== null && win > best) {
          best = win;
          bestBookmaker = name;
        }
      }
      return { fair: price, best, bestBookmaker };
    });
  }
}
