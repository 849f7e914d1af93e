import type { MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { SimulatedMarket } from '../simulated-market';
import {
  JUMP_WINDOWS,
  active,
  addMoves,
  evMeasure,
  exchangeMeasure,
  isMetroGallop,
  percentile,
  placeBooks,
  share,
  winBooks,
} from './market-realism';
import type { EvMeasure, MoveMeasure } from './market-realism';

// One seed's figures of the simulated market against docs/architecture.md §3, measured so that
// each figure counts independent things: races where all books move together (the favourite's
// late money), book-races for book percentages, rows only for how rare value is.

const MINUTE = 60_000;
/** Two wide looks over a Saturday (09:07 and 15:07 Sydney time), each listing 8 h ahead. */
const WIDE_LOOKS = [0, 6].map(
  (hours) => Date.parse('2026-11-20T22:07:00Z') + hours * 60 * MINUTE,
);
const WIDE_AHEAD_MS = 8 * 60 * MINUTE;
const REFRESH_MS = MINUTE;
/** Races whose late market is followed one by one (an even sample of the day's races). */
const LATE_SAMPLE = 80;

export interface SeedFigures {
  seed: number;
  races: number;
  winBookMin: number;
  winBookInRange: number;
  winBookMedianMin: number;
  winBookMedianMax: number;
  metroMedian: number;
  greyhoundMedian: number;
  placeInRange: number;
  placeP01: number;
  backMedian: number;
  layMedian: number;
  backMin: number;
  layMax: number;
  metroBackIn: number;
  metroLayIn: number;
  metroTicksMedianMax: number;
  metroShortTight: number;
  otherShortMedian: number;
  metroShortMedian: number;
  completeTB: number;
  completeGR: number;
  completeHR: number;
  moved: Record<string, number>;
  farBigMoves: number;
  /** Races whose favourite firmed / drifted from 15 minutes out to the jump (all books together). */
  lateRaces: number;
  favouriteFirmed: number;
  rows: number;
  positiveShare: number;
  positiveExplained: number;
  bestMedian: number;
  bestMax: number;
}

export function measureSeed(seed: number): SeedFigures {
  const wide = new SimulatedMarket(seed, {
    beforeMs: 0,
    afterMs: WIDE_AHEAD_MS,
  });
  const moves: MoveMeasure = { moved: new Map() };
  const evs: EvMeasure = {
    rows: 0,
    positive: 0,
    positiveBoosted: 0,
    positiveLagging: 0,
    bestPerRace: [],
  };
  const seen = new Set<string>();
  const open: SnapshotRace[] = [];
  for (const look of WIDE_LOOKS) {
    const now = wide.snapshotAt(new Date(look));
    addMoves(moves, now, wide.snapshotAt(new Date(look + REFRESH_MS)));
    addEv(evs, evMeasure(now));
    for (const race of now.races)
      if (race.state === 'open' && !seen.has(race.extRaceId)) {
        seen.add(race.extRaceId);
        open.push(race);
      }
  }
  const late = lateMarket(wide, open, moves, evs);
  const books = winBooks(open);
  const all = [...books.values()].flat();
  const medians = [...books.values()].map((list) => percentile(list, 0.5));
  const median = (races: SnapshotRace[]) =>
    percentile([...winBooks(races).values()].flat(), 0.5);
  const perPlace = placeBooks(open);
  const exchange = exchangeMeasure(open);
  const metro = exchangeMeasure(open.filter(isMetroGallop));
  const other = exchangeMeasure(open.filter((race) => !isMetroGallop(race)));
  const completeOf = (code: string) =>
    exchangeMeasure(open.filter((race) => race.code === code)).completeShare;
  const far = required(moves.moved.get('>6h'), "the '>6h' window");
  return {
    seed,
    races: open.length,
    winBookMin: Math.min(...all, late.winBookMin),
    winBookInRange: share(all, (v) => v >= 1.12 && v <= 1.3),
    winBookMedianMin: Math.min(...medians),
    winBookMedianMax: Math.max(...medians),
    metroMedian: median(open.filter(isMetroGallop)),
    greyhoundMedian: median(open.filter((race) => race.code === 'GR')),
    placeInRange: share(perPlace, (v) => v >= 1.12 && v <= 1.5),
    placeP01: percentile(perPlace, 0.01),
    backMedian: percentile(exchange.backBooks, 0.5),
    layMedian: percentile(exchange.layBooks, 0.5),
    backMin: Math.min(...exchange.backBooks),
    layMax: Math.max(...exchange.layBooks),
    metroBackIn: share(metro.backBooks, (v) => v <= 1.03),
    metroLayIn: share(metro.layBooks, (v) => v >= 0.97),
    metroTicksMedianMax: Math.max(
      ...[...metro.ticksByBand.values()].map((t) => percentile(t, 0.5)),
    ),
    metroShortTight: share(required(metro.ticksByBand.get('4-10'), "the '4-10' band"), (t) => t <= 2),
    otherShortMedian: percentile(required(other.ticksByBand.get('4-10'), "the '4-10' band"), 0.5),
    metroShortMedian: percentile(required(metro.ticksByBand.get('4-10'), "the '4-10' band"), 0.5),
    completeTB: completeOf('TB'),
    completeGR: completeOf('GR'),
    completeHR: completeOf('HR'),
    moved: Object.fromEntries(
      JUMP_WINDOWS.map(([window]) => {
        const entry = moves.moved.get(window);
        return [window, entry ? entry.changed / entry.total : Number.NaN];
      }),
    ),
    farBigMoves: far.bigMoves / Math.max(1, far.changed),
    lateRaces: late.races,
    favouriteFirmed: late.firmed / Math.max(1, late.races),
    rows: evs.rows,
    positiveShare: evs.positive / Math.max(1, evs.rows),
    positiveExplained:
      (evs.positiveBoosted + evs.positiveLagging) / Math.max(1, evs.positive),
    bestMedian: percentile(evs.bestPerRace, 0.5),
    bestMax: Math.max(...evs.bestPerRace),
  };
}

function addEv(total: EvMeasure, one: EvMeasure): void {
  total.rows += one.rows;
  total.positive += one.positive;
  total.positiveBoosted += one.positiveBoosted;
  total.positiveLagging += one.positiveLagging;
  total.bestPerRace.push(...one.bestPerRace);
}

/**
 * Follows an even sample of the day's races through their last quarter hour: a look 15 minutes
 * out, one 10 minutes out with a refresh after it (the '<=15m' moves), and one just before the
 * jump. Each race counts once for the favourite's late money. Every look's books are checked
 * against the floor and its values join the EV figures.
 */
function lateMarket(
  market: SimulatedMarket,
  open: readonly SnapshotRace[],
  moves: MoveMeasure,
  evs: EvMeasure,
): { races: number; firmed: number; winBookMin: number } {
  const step = Math.max(1, open.length / LATE_SAMPLE);
  const starts = new Set<number>();
  for (let i = 0; i < open.length; i += step)
    starts.add(Date.parse(open[Math.floor(i)].startTime));
  let races = 0;
  let firmed = 0;
  let winBookMin = Infinity;
  for (const start of starts) {
    // The window lists only the races jumping at `start`.
    const lookAt = (minutesOut: number): MarketSnapshot =>
      market.snapshotAt(new Date(start - minutesOut * MINUTE), {
        beforeMs: -minutesOut * MINUTE,
        afterMs: minutesOut * MINUTE,
      });
    const first = lookAt(15);
    const mid = lookAt(10);
    const last = lookAt(0.5);
    addMoves(moves, mid, lookAt(9));
    for (const snapshot of [first, mid, last]) {
      addEv(evs, evMeasure(snapshot));
      winBookMin = Math.min(
        winBookMin,
        ...[...winBooks(snapshot.races).values()].flat(),
      );
    }
    for (const race of first.races) {
      const after = last.races.find((r) => r.extRaceId === race.extRaceId);
      const favourite = favouriteOf(race);
      if (!after || favourite < 0 || after.runners[favourite].scratched)
        continue;
      races += 1;
      if (consensus(after, favourite) > consensus(race, favourite)) firmed += 1;
    }
  }
  return { races, firmed, winBookMin };
}

/** Mean implied win chance of a runner over the books quoting it (0 when none does). */
function consensus(race: SnapshotRace, index: number): number {
  const prices = race.runners[index].prices;
  if (prices.length === 0) return 0;
  return prices.reduce((sum, q) => sum + 1 / q.win, 0) / prices.length;
}

function favouriteOf(race: SnapshotRace): number {
  let best = -1;
  active(race).forEach((runner) => {
    const index = race.runners.indexOf(runner);
    if (best < 0 || consensus(race, index) > consensus(race, best))
      best = index;
  });
  return best;
}

/** A value the measure always makes; its absence is a broken fixture, said by name. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`market realism: ${what} is missing`);
  return value;
}
