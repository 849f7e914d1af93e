import { RaceResultsRepository } from '@overlay/domain';
import type { OddsFeed, OddsStream, RaceOutcome, RaceWithoutResult } from '@overlay/domain';
import type { Clock } from '../../../common/time/clock';
import { ChasePolledResultsUseCase } from './chase-polled-results.use-case';
import type { RefreshRacesUseCase } from './refresh-races.use-case';

const NOW = new Date('2026-11-23T01:00:00Z');

class FakeResults extends RaceResultsRepository {
  /** Stored races without a result, and the results stored so far. */
  missing: string[] = [];
  resulted = new Set<string>();

  async findWithoutResult(): Promise<RaceWithoutResult[]> {
    return this.missing
      .filter((id) => !this.resulted.has(id))
      .map((extRaceId) => ({ extRaceId, venue: 'Flemington', number: 1, startTime: NOW.toISOString(), state: 'final', pendingBets: 1 }));
  }

  async findRaceOutcomes(ids: readonly string[]): Promise<RaceOutcome[]> {
    return ids.map((extRaceId) => ({
      extRaceId,
      state: 'final',
      startTime: NOW.toISOString(),
      results: this.resulted.has(extRaceId) ? [[1]] : null,
      scratchedRunnerNumbers: [],
    }));
  }
}

/** A refused call as the GraphQL adapter throws it: the HTTP failure (with its Retry-After) as the cause. */
function refused(retryAfterMs: number): Error {
  const http = Object.assign(new Error('HTTP 429'), { retryAfterMs });
  return new Error('betwatch-graphql: HTTP 429', { cause: http });
}

describe('Unit', () => {
  describe('ChasePolledResultsUseCase', () => {
    let results: FakeResults;
    let asked: string[][];
    let answer: (ids: readonly string[]) => void;
    let chase: ChasePolledResultsUseCase;
    const feed = { kind: 'betwatch-graphql', fetchRaces: jest.fn() } as unknown as OddsFeed;
    const clock = { now: () => NOW } as Clock;
    const refreshRaces = {
      execute: async (ids: readonly string[]) => {
        asked.push([...ids]);
        answer(ids);
        return null;
      },
    } as unknown as RefreshRacesUseCase;

    beforeEach(() => {
      jest.useFakeTimers({ now: NOW });
      jest.spyOn(Math, 'random').mockReturnValue(0.5);
      results = new FakeResults();
      asked = [];
      answer = () => undefined;
      chase = new ChasePolledResultsUseCase(feed, results, refreshRaces, clock, null);
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('should ask for every stored race without a result at once, then only those still without one, after 5 s doubling', async () => {
      results.missing = ['a', 'b'];
      answer = () => results.resulted.add('a');
      await expect(chase.execute({ sweep: true })).resolves.toBe(2);
      expect(asked).toEqual([['a', 'b']]);
      // b is due 5 s later (jitter at its middle), not sooner.
      jest.advanceTimersByTime(4_900);
      await expect(chase.execute()).resolves.toBe(0);
      jest.advanceTimersByTime(200);
      await expect(chase.execute()).resolves.toBe(1);
      expect(asked.at(-1)).toEqual(['b']);
      // Then 10 s.
      jest.advanceTimersByTime(9_900);
      await expect(chase.execute()).resolves.toBe(0);
      jest.advanceTimersByTime(200);
      answer = () => results.resulted.add('b');
      await expect(chase.execute()).resolves.toBe(1);
      // Resulted: nothing more to ask, ever.
      jest.advanceTimersByTime(3_600_000);
      await expect(chase.execute()).resolves.toBe(0);
    });

    it("should wait a refusal's Retry-After when it is longer than the backoff", async () => {
      results.missing = ['a'];
      answer = () => {
        throw refused(60_000);
      };
      await expect(chase.execute({ sweep: true })).resolves.toBe(1);
      jest.advanceTimersByTime(59_000);
      await expect(chase.execute()).resolves.toBe(0);
      jest.advanceTimersByTime(1_100);
      answer = () => results.resulted.add('a');
      await expect(chase.execute()).resolves.toBe(1);
      expect(asked).toEqual([['a'], ['a']]);
    });

    it('should leave the results to the stream on a streaming feed, and to the refresh on a feed without fetchRaces', async () => {
      results.missing = ['a'];
      const stream = {} as OddsStream;
      await expect(new ChasePolledResultsUseCase(feed, results, refreshRaces, clock, stream).execute({ sweep: true })).resolves.toBe(0);
      const file = { kind: 'file' } as unknown as OddsFeed;
      await expect(new ChasePolledResultsUseCase(file, results, refreshRaces, clock, null).execute({ sweep: true })).resolves.toBe(0);
      expect(asked).toEqual([]);
    });
  });
});
