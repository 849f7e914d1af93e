import { freezeRunner } from '@overlay/domain';
import type { SnapshotRace } from '@overlay/domain';
import { hashRace, snapshotContentHash } from './snapshot-hash.util';

const raceContentHash = (race: SnapshotRace) => hashRace(race).contentHash;

function race(overrides: Partial<SnapshotRace> = {}): SnapshotRace {
  return {
    extRaceId: 'flem-r1',
    venue: 'Flemington',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00.000Z',
    state: 'open',
    runners: [
      {
        extId: 'a',
        number: 1,
        name: 'Fast Filly',
        scratched: false,
        prices: [
          { bookmaker: 'TAB', win: 3.4 },
          { bookmaker: 'Sportsbet', win: 3.5, place: 1.6, placeK: 3, boostedFrom: null },
        ],
        exchange: { winBack: 3.4, winLay: 3.5 },
      },
      { extId: 'b', number: 2, name: 'Slow Colt', scratched: false, prices: [{ bookmaker: 'TAB', win: 2.2 }] },
    ],
    ...overrides,
  };
}

describe('Unit', () => {
  describe("hashRace: the race's hash", () => {
    it('should not depend on the order of runners or quotes, nor on absent versus null optionals', () => {
      const base = race();
      const reordered = race({
        runners: [...base.runners].reverse().map((runner) => ({
          ...runner,
          prices: [...runner.prices].reverse().map((quote) => ({
            bookmaker: quote.bookmaker,
            win: quote.win,
            place: quote.place ?? null,
            placeK: quote.placeK ?? null,
            boostedFrom: quote.boostedFrom ?? null,
          })),
        })),
      });
      expect(raceContentHash(reordered)).toBe(raceContentHash(base));
    });

    it.each([
      ['a win price', (r: SnapshotRace) => (r.runners[0].prices[0].win = 3.45)],
      ['a place price', (r: SnapshotRace) => (r.runners[0].prices[1].place = 1.7)],
      ['a scratching', (r: SnapshotRace) => (r.runners[1].scratched = true)],
      ['the state', (r: SnapshotRace) => (r.state = 'closed')],
      ['an exchange price', (r: SnapshotRace) => (r.runners[0].exchange = { winBack: 3.3, winLay: 3.5 })],
      ['a new quote', (r: SnapshotRace) => r.runners[1].prices.push({ bookmaker: 'Neds', win: 2.3 })],
    ])('should change with %s', (_what, change) => {
      const changed = race();
      change(changed);
      expect(raceContentHash(changed)).not.toBe(raceContentHash(race()));
    });
  });

  describe("hashRace: the runners' hashes", () => {
    it("should give each runner's hash in the race's order, changing only the moved runner's", () => {
      const base = hashRace(race());
      const moved = race();
      moved.runners[1].prices[0].win = 2.3;
      const after = hashRace(moved);
      expect(base.runnerHashes).toHaveLength(2);
      expect(after.runnerHashes?.[0]).toBe(base.runnerHashes?.[0]);
      expect(after.runnerHashes?.[1]).not.toBe(base.runnerHashes?.[1]);
      expect(after.contentHash).not.toBe(base.contentHash);
      const reversed = hashRace(race({ runners: [...race().runners].reverse() }));
      expect(reversed.runnerHashes).toEqual([...(base.runnerHashes ?? [])].reverse());
      expect(reversed.contentHash).toBe(base.contentHash);
    });

    it.each([
      ['a quote age', (r: SnapshotRace) => (r.runners[0].prices[0].lastUpdated = '2026-11-21T11:00:00.000Z')],
      ['a name', (r: SnapshotRace) => (r.runners[0].name = 'Faster Filly')],
      ['a lay size', (r: SnapshotRace) => (r.runners[0].exchange = { winBack: 3.4, winLay: 3.5, winLaySize: 120 })],
    ])("should change a runner's hash with %s", (_what, change) => {
      const changed = race();
      change(changed);
      expect(hashRace(changed).runnerHashes?.[0]).not.toBe(hashRace(race()).runnerHashes?.[0]);
    });
  });

  describe('snapshotContentHash', () => {
    it('should hash a runner frozen whole as its open copy, however often and beside whichever runners', () => {
      const open = race();
      const frozen = race({ runners: open.runners.map((runner) => freezeRunner(structuredClone(runner))) });
      expect(hashRace(frozen)).toEqual(hashRace(open));
      expect(hashRace(frozen)).toEqual(hashRace(open));
      const moved = race({
        runners: [frozen.runners[0], { ...open.runners[1], prices: [{ bookmaker: 'TAB', win: 2.4 }] }],
      });
      const hashes = hashRace(moved);
      expect(hashes.runnerHashes![0]).toBe(hashRace(open).runnerHashes![0]);
      expect(hashes.runnerHashes![1]).not.toBe(hashRace(open).runnerHashes![1]);
    });

    it('should not depend on the order of races', () => {
      const a = { race: race(), contentHash: 'x' };
      const b = { race: race({ extRaceId: 'flem-r2' }), contentHash: 'y' };
      expect(snapshotContentHash([a, b])).toBe(snapshotContentHash([b, a]));
      expect(snapshotContentHash([a, b])).not.toBe(snapshotContentHash([a]));
    });
  });
});
