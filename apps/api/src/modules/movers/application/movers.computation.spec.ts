import type { MoveWindowRace, RunnerBookMoves } from '@overlay/domain';
import {
  computeMovers,
  movePct,
  raceMovers,
  rankMovers,
} from './movers.computation';

const MIN = 60_000;
const NOW = Date.parse('2026-11-21T10:00:00Z');
const SINCE = NOW - 5 * MIN;

/** Stored fair prices as [minutes before now, fair of runner 1, runner 2, …]. */
type Fair = [number, ...number[]];
/** A book's quote of a runner as [book, runner number, win then, win now, pre-boost now?]. */
type Quote = [string, number, number, number, number?];

function race(id: string, n: number, fair: Fair[], quotes: Quote[] = []): MoveWindowRace {
  const extId = (number: number) => `${id}-${number}`;
  return {
    extRaceId: id,
    venue: 'Flemington',
    number: 3,
    code: 'TB',
    startTime: '2026-11-21T10:30:00.000Z',
    runners: Array.from({ length: n }, (_, i) => ({ extId: extId(i + 1), number: i + 1, name: `Runner ${i + 1}` })),
    fair: fair.map(([minutesAgo, ...prices]) => ({
      atMs: NOW - minutesAgo * MIN,
      byRunner: new Map(prices.map((price, i) => [extId(i + 1), price])),
    })),
    books: runnersOf(quotes).map((number) => booksOf(extId(number), quotes.filter((quote) => quote[1] === number))),
  };
}

const runnersOf = (quotes: Quote[]) => [...new Set(quotes.map((quote) => quote[1]))];

/** The books' summary of one runner's quotes, as the repository's SQL sums them up. */
function booksOf(runnerExtId: string, quotes: Quote[]): RunnerBookMoves {
  const byPrice = [...quotes].sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  const moved = (sign: number) =>
    quotes.filter(([, , winFrom, winTo, baseTo]) => Math.sign((baseTo ?? winTo) - winFrom) === sign).length;
  return {
    runnerExtId,
    bestFrom: Math.max(...quotes.map((quote) => quote[2])),
    bestTo: byPrice[0][3],
    bestBookmaker: byPrice[0][0],
    booksOut: moved(1),
    booksIn: moved(-1),
  };
}

/** `books` books all moving runner 1 from→to and runner 2 the other way. */
function market(books: string[], one: [number, number], two: [number, number]): Quote[] {
  return books.flatMap((book): Quote[] => [
    [book, 1, ...one],
    [book, 2, ...two],
  ]);
}

describe('Unit', () => {
  describe('movers computation', () => {
    it('should measure moves on the price: (to / from − 1) × 100', () => {
      expect(movePct(2, 1.6)).toBe(-20);
      expect(movePct(2, 2.5)).toBe(25);
      expect(movePct(3, 3)).toBe(0);
    });

    it('should move from the stored fair price when the window opened to the last one stored', () => {
      // Stored 30 min ago 2.0 / 2.0 (before the window), 2 min ago 1.6 / 2.6667: runner 1 firmed
      // −20 %, runner 2 drifted +33.33 %. Three books moved each the same way.
      const r = race('a', 2, [[30, 2, 2], [2, 1.6, 8 / 3]], market(['TAB', 'Neds', 'Sportsbet'], [2.1, 1.7], [1.9, 2.5]));
      const { firming, drifting } = computeMovers(rankMovers([r], SINCE, NOW), 3);
      expect(firming).toEqual([
        {
          extRaceId: 'a',
          venue: 'Flemington',
          raceNumber: 3,
          raceCode: 'TB',
          startTime: '2026-11-21T10:30:00.000Z',
          runnerNumber: 1,
          runnerName: 'Runner 1',
          fairFrom: 2,
          fairTo: 1.6,
          fairMovePct: -20,
          bestPriceFrom: 2.1,
          bestPriceTo: 1.7,
          // All three books offer 1.7: the first by name.
          bestBookmaker: 'Neds',
          bestMovePct: -19.05,
          booksMoved: 3,
          sparkline: expect.any(Array),
        },
      ]);
      expect(drifting).toEqual([expect.objectContaining({ runnerNumber: 2, fairFrom: 2, fairTo: 2.67, fairMovePct: 33.33, booksMoved: 3 })]);
      // 20 looks 5/19 min apart from 5 min ago: the change 2 min ago lands between look 11 and 12.
      expect(firming[0].sparkline).toHaveLength(20);
      expect(firming[0].sparkline.slice(10, 13)).toEqual([2, 2, 1.6]);
    });

    it('should count a move only when at least N books moved their own price the same way', () => {
      // Two books firm runner 1, one drifts it, one holds: 2 books agree with the fair move.
      const quotes: Quote[] = [
        ['TAB', 1, 2, 1.8],
        ['Neds', 1, 2, 1.9],
        ['Sportsbet', 1, 2, 2.1],
        ['Ladbrokes', 1, 2, 2],
      ];
      const r = race('n', 2, [[30, 2, 2], [1, 1.8, 2.25]], quotes);
      const ranked = rankMovers([r], SINCE, NOW);
      expect(ranked.firming.map((m) => m.booksMoved)).toEqual([2]);
      expect(computeMovers(ranked, 3).firming).toEqual([]);
      expect(computeMovers(ranked, 2).firming.map((m) => m.runnerNumber)).toEqual([1]);
      // Runner 2 drifted on the fair price but no book moved its price: never listed.
      expect(computeMovers(ranked, 1).drifting).toEqual([]);
    });

    it('should not count a boost as a book moving: the pre-boost price says where the book went', () => {
      // Every book boosts runner 1 from 2.0 to 3.0: best price +50 %, no book moved its own price.
      const quotes: Quote[] = ['TAB', 'Neds', 'Sportsbet'].map((book): Quote => [book, 1, 2, 3, 2]);
      const r = race('b', 2, [[30, 2, 2], [1, 2.2, 1 / (1 - 1 / 2.2)]], quotes);
      const [one] = raceMovers(r, SINCE, NOW);
      expect(one).toMatchObject({ fairMovePct: 10, bestPriceTo: 3, bestMovePct: 50, booksMoved: 0 });
      expect(computeMovers(rankMovers([r], SINCE, NOW), 1).drifting).toEqual([]);
    });

    it('should start a race first priced inside the window at its first stored fair price', () => {
      const r = race('late', 2, [[3, 2, 2], [1, 2.5, 5 / 3]]);
      const [one] = raceMovers(r, SINCE, NOW);
      expect(one).toMatchObject({ fairFrom: 2, fairTo: 2.5, fairMovePct: 25 });
      // The line starts 3 minutes ago: the looks are 3/19 min apart, the move (1 min ago) lands
      // after look 12 (3 − 12 × 3/19 = 1.105 min ago) and by look 13 (0.947 min ago).
      expect(one.sparkline.slice(12, 14)).toEqual([2, 2.5]);
    });

    it('should leave out a runner with no stored fair price (a runner added after the last change)', () => {
      const r = race('new', 3, [[30, 2, 2], [1, 1.8, 2.25]]);
      expect(raceMovers(r, SINCE, NOW).map((m) => m.runnerNumber)).toEqual([1, 2]);
    });

    it('should not rank runners priced over 100 at either end (devig noise at p < 1 %)', () => {
      const books = ['TAB', 'Neds', 'Sportsbet'];
      const quotes: Quote[] = books.flatMap((b): Quote[] => [[b, 2, 101, 201], [b, 3, 5.5, 5.2]]);
      const r = race('long', 3, [[30, 1.25, 101, 5.26], [1, 1.25, 201, 5.13]], quotes);
      const { drifting, firming } = computeMovers(rankMovers([r], SINCE, NOW), 3);
      expect(drifting).toEqual([]);
      expect(firming.map((m) => m.runnerNumber)).toEqual([3]);
    });

    it('should keep the 10 biggest moves per side, biggest first', () => {
      const books = ['TAB', 'Neds', 'Sportsbet'];
      const races = Array.from({ length: 12 }, (_, i) => {
        const to = 2 * (1 - (i + 1) * 0.03);
        return race(`r${String(i).padStart(2, '0')}`, 2, [[30, 2, 2], [1, to, 1 / (1 - 1 / to)]], market(books, [2, to], [2, 1 / (1 - 1 / to)]));
      });
      const { firming, drifting } = computeMovers(rankMovers(races, SINCE, NOW), 3);
      expect(firming.map((m) => m.fairMovePct)).toEqual([-36, -33, -30, -27, -24, -21, -18, -15, -12, -9]);
      expect(firming[0].extRaceId).toBe('r11');
      expect(drifting).toHaveLength(10);
      expect(drifting[0]).toMatchObject({ extRaceId: 'r11', runnerNumber: 2 });
    });
  });
});
