import {
  MOVERS_MAX_FAIR_PRICE,
  MOVERS_PER_SIDE,
  MOVERS_SPARKLINE_POINTS,
} from '@overlay/domain';
import type { MoveWindowRace, Mover, RankedMovers } from '@overlay/domain';

export type MoversComputation = RankedMovers;

/**
 * Steamers and drifters of a window (docs/product.md, movers). The fair prices are the ones stored
 * at each change, valued by the dashboard's engine then (BF Mid when the exchange priced the field,
 * else the books): a mover's `fairTo` is the fair price the dashboard shows. A move counts when at
 * least `minBooks` books moved their own price (before any boost) the same way over the window.
 * `ranked` is every runner that moved, biggest moves first (see rankMovers); this keeps the top 10.
 */
export function computeMovers(
  ranked: MoversComputation,
  minBooks: number,
): MoversComputation {
  const agreed = (mover: Mover) => mover.booksMoved >= minBooks;
  return {
    firming: ranked.firming.filter(agreed).slice(0, MOVERS_PER_SIDE),
    drifting: ranked.drifting.filter(agreed).slice(0, MOVERS_PER_SIDE),
  };
}

/**
 * The movers some `books=` filter can show, in their order: a mover is shown for `books=N` (N up
 * to its own `booksMoved`) only when fewer than MOVERS_PER_SIDE movers ahead of it qualify, and
 * the fewest qualify at N = its own count. So `computeMovers(reachableMovers(r), n)` equals
 * `computeMovers(r, n)` for every n, from at most 10 movers per books count and side: the stored
 * window stays small however many runners moved.
 */
export function reachableMovers(ranked: MoversComputation): MoversComputation {
  const reachable = (side: readonly Mover[]) => {
    const kept: Mover[] = [];
    for (const mover of side) {
      const ahead = kept.filter((k) => k.booksMoved >= mover.booksMoved).length;
      if (ahead < MOVERS_PER_SIDE) kept.push(mover);
    }
    return kept;
  };
  return { firming: reachable(ranked.firming), drifting: reachable(ranked.drifting) };
}

/** Every runner of the window that moved, firming and drifting, biggest moves first. */
export function rankMovers(
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
  return {
    firming: movers
      .filter((mover) => mover.fairMovePct < 0)
      .sort((a, b) => a.fairMovePct - b.fairMovePct || tieBreak(a, b)),
    drifting: movers
      .filter((mover) => mover.fairMovePct > 0)
      .sort((a, b) => b.fairMovePct - a.fairMovePct || tieBreak(a, b)),
  };
}

/**
 * Every running runner of one race with a stored fair price, with its move (0 % moves included;
 * the caller drops them). A runner's move starts at its fair price when the window opened (or its
 * first stored one inside it, when it was priced later) and ends at its last stored one.
 */
export function raceMovers(
  race: MoveWindowRace,
  sinceMs: number,
  nowMs: number,
): Mover[] {
  const movers: Mover[] = [];
  for (const runner of race.runners) {
    const line = race.fair.flatMap((stored) => {
      const fair = stored.byRunner.get(runner.extId);
      return fair === undefined ? [] : [{ atMs: stored.atMs, fair }];
    });
    if (line.length === 0) continue;
    let start = 0;
    while (start + 1 < line.length && line[start + 1].atMs <= sinceMs) start++;
    const fromMs = Math.max(sinceMs, line[start].atMs);
    if (fromMs >= nowMs) continue;
    const fairFrom = line[start].fair;
    const fairTo = line[line.length - 1].fair;
    const fairMovePct = movePct(fairFrom, fairTo);
    const books = race.books.find((moves) => moves.runnerExtId === runner.extId);
    const bestFrom = books?.bestFrom ?? 0;
    const bestTo = books?.bestTo ?? 0;
    // Books that moved their own price (not a boost) the way the fair price went.
    const booksMoved = !books ? 0 : fairMovePct > 0 ? books.booksOut : fairMovePct < 0 ? books.booksIn : 0;
    movers.push({
      extRaceId: race.extRaceId,
      venue: race.venue,
      raceNumber: race.number,
      raceCode: race.code,
      startTime: race.startTime,
      runnerNumber: runner.number,
      runnerName: runner.name,
      fairFrom: roundPrice(fairFrom),
      fairTo: roundPrice(fairTo),
      fairMovePct,
      bestPriceFrom: bestFrom,
      bestPriceTo: bestTo,
      bestBookmaker: books?.bestBookmaker ?? '',
      bestMovePct: bestFrom > 0 && bestTo > 0 ? movePct(bestFrom, bestTo) : 0,
      booksMoved,
      sparkline: sparkline(line, start, fromMs, nowMs),
    });
  }
  return movers;
}

/** The fair price as it stood at evenly spaced instants from the move's start to now (steps). */
function sparkline(
  line: readonly { atMs: number; fair: number }[],
  start: number,
  fromMs: number,
  nowMs: number,
): number[] {
  const steps = MOVERS_SPARKLINE_POINTS - 1;
  const points: number[] = [];
  let at = start;
  for (let step = 0; step <= steps; step++) {
    const lookMs = fromMs + ((nowMs - fromMs) * step) / steps;
    while (at + 1 < line.length && line[at + 1].atMs <= lookMs) at++;
    points.push(roundPrice(line[at].fair));
  }
  return points;
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
