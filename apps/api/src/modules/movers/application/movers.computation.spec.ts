import type { MoveHistoryPoint, MoveWindowRace } from '@overlay/domain';
import { computeMovers, movePct, raceMovers } from './movers.computation';

const MIN = 60_000;
const NOW = Date.parse('2026-11-21T10:00:00Z');
const SINCE = NOW - 5 * MIN;

/** A race of `n` runners numbered 1..n; `points` as [book, runner number, win, minutes before now, boostedFrom?]. */
function race(
  id: string,
  n: number,
  points: [string, number, number, number, number?][],
): MoveWindowRace {
  return {
    extRaceId: id,
    venue: 'Flemington',
    number: 3,
    code: 'TB',
    startTime: '2026-11-21T10:30:00.000Z',
    runners: Array.from({ length: n }, (_, i) => ({
      extId: `${id}-${i + 1}`,
      number: i + 1,
      name: `Runner ${i + 1}`,
    })),
    points: points
      .map(
        ([
          bookmaker,
          number,
          win,
          minutesAgo,
          boostedFrom,
        ]): MoveHistoryPoint => ({
          runnerExtId: `${id}-${number}`,
          bookmaker,
          win,
          boostedFrom: boostedFrom ?? null,
          atMs: NOW - minutesAgo * MIN,
        }),
      )
      .sort((a, b) => a.atMs - b.atMs),
  };
}

describe('Unit', () => {
  describe('movers computation', () => {
    it('should measure moves on the price: (to / from − 1) × 100', () => {
      expect(movePct(2, 1.6)).toBe(-20);
      expect(movePct(2, 2.5)).toBe(25);
      expect(movePct(3, 3)).toBe(0);
    });

    it('should value both ends from the quotes as they stood (a book without margin: fair = its price)', () => {
      // Before the window TAB is 2.0 / 2.0 (1/2 + 1/2 = 1: no margin, p = 0.5 each); two minutes
      // ago it moved to 1.6 / 2.6667 (0.625 + 0.375 = 1). Runner 1 firmed 2 → 1.6 (−20 %),
      // runner 2 drifted 2 → 2.6667 (+33.33 %).
      const r = race('a', 2, [
        ['TAB', 1, 2, 30],
        ['TAB', 2, 2, 30],
        ['TAB', 1, 1.6, 2],
        ['TAB', 2, 8 / 3, 2],
      ]);
      const { firming, drifting } = computeMovers([r], SINCE, NOW);
      expect(firming).toEqual([
        expect.objectContaining({
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
          bestPriceFrom: 2,
          bestPriceTo: 1.6,
          bestBookmaker: 'TAB',
          bestMovePct: -20,
        }),
      ]);
      expect(drifting).toEqual([
        expect.objectContaining({
          runnerNumber: 2,
          fairFrom: 2,
          fairTo: 2.67,
          fairMovePct: 33.33,
        }),
      ]);
      // 20 evenly spaced looks over 5 minutes: look j is 5 − 5j/19 minutes ago. Look 11 (2.11 min
      // ago) is before the move 2 minutes ago, look 12 (1.84 min ago) after it.
      const line = firming[0].sparkline;
      expect(line).toHaveLength(20);
      expect(line.slice(0, 12)).toEqual(new Array(12).fill(2));
      expect(line.slice(12)).toEqual(new Array(8).fill(1.6));
    });

    it('should devig a book with a margin by MPTO (hand-checked)', () => {
      // 1.8 / 2.2: M = 1/1.8 + 1/2.2 − 1 = 0.010101; p1 = 0.555556 − M/2 = 0.550505, fair 1.8165.
      // Then 2.0 / 2.0 (no margin): fair 2. Move of runner 1: 2 × 0.550505 − 1 = +10.10 %.
      const r = race('m', 2, [
        ['TAB', 1, 1.8, 20],
        ['TAB', 2, 2.2, 20],
        ['TAB', 1, 2, 1],
        ['TAB', 2, 2, 1],
      ]);
      const [one, two] = raceMovers(r, SINCE, NOW);
      expect(one).toMatchObject({
        fairFrom: 1.82,
        fairTo: 2,
        fairMovePct: 10.1,
        bestPriceFrom: 1.8,
        bestMovePct: 11.11,
      });
      // p2 = 0.454545 − 0.005051 = 0.449495, fair 2.2247 → 2: 2 × 0.449495 − 1 = −10.10 %.
      expect(two).toMatchObject({
        fairFrom: 2.22,
        fairTo: 2,
        fairMovePct: -10.1,
      });
    });

    it('should start a race listed inside the window at its first complete quotes', () => {
      const r = race('late', 2, [
        ['TAB', 1, 2, 4],
        ['TAB', 2, 2, 3],
        ['TAB', 1, 2.5, 1],
        ['TAB', 2, 5 / 3, 1],
      ]);
      const [one] = raceMovers(r, SINCE, NOW);
      expect(one).toMatchObject({ fairFrom: 2, fairTo: 2.5, fairMovePct: 25 });
      // The line starts 3 minutes ago: the looks are 3/19 min apart, the move (1 min ago) lands
      // after look 12 (3 − 12 × 3/19 = 1.105 min ago) and by look 13 (0.947 min ago).
      expect(one.sparkline.slice(12, 14)).toEqual([2, 2.5]);
    });

    it('should value a boosted book at its own pre-boost price and count the boost as its best price', () => {
      const r = race('b', 2, [
        ['TAB', 1, 2, 30],
        ['TAB', 2, 2, 30],
        ['Neds', 1, 2, 30],
        ['Neds', 2, 2, 30],
        // Neds boosts runner 1 to 3.0 from 2.0: the fair price does not move.
        ['Neds', 1, 3, 1, 2],
      ]);
      const [one] = raceMovers(r, SINCE, NOW);
      expect(one).toMatchObject({
        fairMovePct: 0,
        bestPriceTo: 3,
        bestBookmaker: 'Neds',
        bestMovePct: 50,
      });
      expect(computeMovers([r], SINCE, NOW)).toEqual({
        firming: [],
        drifting: [],
      });
    });

    it('should list nothing for a race no book prices in full', () => {
      const r = race('gap', 3, [
        ['TAB', 1, 2, 30],
        ['TAB', 2, 3, 30],
        ['TAB', 1, 1.5, 1],
      ]);
      expect(raceMovers(r, SINCE, NOW)).toEqual([]);
    });

    it('should keep the 10 biggest moves per side, biggest first', () => {
      // 12 races, race i's runner 1 firming from 2.0 by (i + 1) × 3 %; runner 2 takes the rest
      // of the book (no margin), so it drifts.
      const races = Array.from({ length: 12 }, (_, i) => {
        const to = 2 * (1 - (i + 1) * 0.03);
        return race(`r${String(i).padStart(2, '0')}`, 2, [
          ['TAB', 1, 2, 30],
          ['TAB', 2, 2, 30],
          ['TAB', 1, to, 1],
          ['TAB', 2, 1 / (1 - 1 / to), 1],
        ]);
      });
      const { firming, drifting } = computeMovers(races, SINCE, NOW);
      expect(firming.map((m) => m.fairMovePct)).toEqual([
        -36, -33, -30, -27, -24, -21, -18, -15, -12, -9,
      ]);
      expect(firming[0].extRaceId).toBe('r11');
      expect(drifting).toHaveLength(10);
      expect(drifting[0]).toMatchObject({ extRaceId: 'r11', runnerNumber: 2 });
    });
  });
});
