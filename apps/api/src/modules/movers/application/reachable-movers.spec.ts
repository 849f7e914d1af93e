import type { Mover } from '@overlay/domain';
import { MOVERS_MAX_MIN_BOOKS } from '@overlay/domain';
import fc from 'fast-check';
import { computeMovers, reachableMovers } from './movers.computation';
import { isFresh, MIN_AGE_MS, REUSE_MS, STORED_SLACK_MS } from './movers-freshness';

function mover(runnerNumber: number, fairMovePct: number, booksMoved: number): Mover {
  return {
    extRaceId: 'r1',
    venue: 'Flemington',
    raceNumber: 1,
    raceCode: 'TB',
    startTime: '2026-12-02T10:00:00.000Z',
    runnerNumber,
    runnerName: `Runner ${runnerNumber}`,
    fairFrom: 3,
    fairTo: 3 * (1 + fairMovePct / 100),
    fairMovePct,
    bestPriceFrom: 3,
    bestPriceTo: 3,
    bestBookmaker: 'TAB',
    bestMovePct: 0,
    booksMoved,
    sparkline: [3],
  };
}

/** A side as rankMovers gives it: biggest moves first. */
const side = (sign: number) =>
  fc
    .array(fc.tuple(fc.double({ min: 0.01, max: 90, noNaN: true }), fc.integer({ min: 0, max: 17 })), { maxLength: 400 })
    .map((moves) =>
      moves
        .map(([size, books], i) => mover(i + 1, sign * size, books))
        .sort((a, b) => Math.abs(b.fairMovePct) - Math.abs(a.fairMovePct)),
    );

describe('Unit', () => {
  describe('reachableMovers', () => {
    it('should answer every books= filter as the whole ranking does', () => {
      fc.assert(
        fc.property(side(-1), side(1), (firming, drifting) => {
          const ranked = { firming, drifting };
          const kept = reachableMovers(ranked);
          for (let books = 0; books <= MOVERS_MAX_MIN_BOOKS; books++)
            expect(computeMovers(kept, books)).toEqual(computeMovers(ranked, books));
          // At most 10 per books count and side, whatever moved.
          expect(kept.firming.length).toBeLessThanOrEqual(10 * 18);
          expect(kept.drifting.length).toBeLessThanOrEqual(10 * 18);
        }),
      );
    });

    it('should drop a mover no filter can reach: ten bigger moves with as many books', () => {
      const firming = [...Array.from({ length: 10 }, (_, i) => mover(i + 1, -30 + i, 5)), mover(11, -5, 4), mover(12, -4, 6)];
      const kept = reachableMovers({ firming, drifting: [] });
      // Runner 11 (4 books) is 11th at books ≤ 4 behind ten with 5; runner 12 (6 books) is first at books=6.
      expect(kept.firming.map((m) => m.runnerNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    });
  });

  describe('isFresh', () => {
    const at = { dataVersion: 7, atMs: 1_000_000 };
    it.each([
      ['a new answer, data changed', 8, MIN_AGE_MS - 1, 0, true],
      ['an answer MIN_AGE_MS old, data changed', 8, MIN_AGE_MS, 0, false],
      ['the same data, under REUSE_MS', 7, REUSE_MS - 1, 0, true],
      ['the same data, REUSE_MS old', 7, REUSE_MS, 0, false],
      ['a stored window, data changed, within the slack', 8, MIN_AGE_MS + STORED_SLACK_MS - 1, STORED_SLACK_MS, true],
      ['a stored window, the same data, past the slack', 7, REUSE_MS + STORED_SLACK_MS, STORED_SLACK_MS, false],
      ['an answer from the future (clocks apart)', 7, -1, 0, false],
    ])('%s', (_, version, ageMs, slackMs, fresh) => {
      expect(isFresh(at, version, at.atMs + ageMs, slackMs)).toBe(fresh);
    });
  });
});
