import { freezeRunner, isFrozenRunner } from './frozen-runner';
import type { SnapshotRunner } from './market-snapshot';
import { SnapshotValidationError } from './market-snapshot.errors';
import { parseMarketSnapshot } from './market-snapshot.validation';

function runner(number: number, placeK = 3): SnapshotRunner {
  return {
    extId: `r-${number}`,
    number,
    name: `Runner ${number}`,
    scratched: false,
    prices: [{ bookmaker: 'Sportsbet', win: 3.5, place: 1.6, placeK }],
    exchange: { winBack: 3.4, winLay: 3.5, placeBack: null, placeLay: null, placeK: null },
  };
}

function snapshotOf(runners: unknown[]) {
  return {
    generatedAt: '2026-11-21T01:00:00Z',
    races: [
      {
        extRaceId: 'race-1',
        venue: 'Flemington',
        country: 'AU',
        code: 'TB',
        number: 1,
        name: 'Maiden Plate',
        startTime: '2026-11-21T12:05:00Z',
        state: 'open',
        runners,
      },
    ],
  };
}

describe('Unit', () => {
  describe('frozen runners', () => {
    it('should tell a runner frozen whole from one frozen only on the surface', () => {
      expect(isFrozenRunner(freezeRunner(runner(1)))).toBe(true);
      expect(isFrozenRunner(Object.freeze(runner(1)))).toBe(false);
      const pricesFrozen = runner(1);
      Object.freeze(pricesFrozen.prices);
      expect(isFrozenRunner(Object.freeze(pricesFrozen))).toBe(false);
      expect(isFrozenRunner(runner(1))).toBe(false);
      expect(isFrozenRunner(null)).toBe(false);
    });

    it('should check a runner frozen whole once, giving its clean copy (frozen too) again', () => {
      const frozen = [1, 2, 3, 4].map((n) => freezeRunner(runner(n)));
      const first = parseMarketSnapshot(snapshotOf(frozen)).races[0].runners;
      const second = parseMarketSnapshot(snapshotOf(frozen)).races[0].runners;
      first.forEach((parsed, i) => {
        expect(second[i]).toBe(parsed);
        expect(isFrozenRunner(parsed)).toBe(true);
        // The clean copy, as for any runner: absent optionals set to null.
        expect(parsed.prices[0]).toEqual({ bookmaker: 'Sportsbet', win: 3.5, place: 1.6, placeK: 3, boostedFrom: null, lastUpdated: null });
      });
      expect(first).toEqual(parseMarketSnapshot(snapshotOf([1, 2, 3, 4].map((n) => runner(n)))).races[0].runners);
    });

    it('should check a runner that is not frozen every time', () => {
      const open = [1, 2, 3].map((n) => runner(n));
      const first = parseMarketSnapshot(snapshotOf(open)).races[0].runners;
      const second = parseMarketSnapshot(snapshotOf(open)).races[0].runners;
      expect(second[0]).not.toBe(first[0]);
      expect(second).toEqual(first);
    });

    it('should check a frozen runner again in a field of another size (its place terms are bounded by it)', () => {
      const frozen = [1, 2, 3].map((n) => freezeRunner(runner(n)));
      expect(() => parseMarketSnapshot(snapshotOf(frozen))).not.toThrow();
      expect(() => parseMarketSnapshot(snapshotOf(frozen.slice(0, 2)))).toThrow(SnapshotValidationError);
    });
  });
});
