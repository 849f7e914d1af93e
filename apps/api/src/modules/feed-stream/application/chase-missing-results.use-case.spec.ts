import { RaceResultsRepository } from '@overlay/domain';
import type { OddsStream, RaceOutcome, RaceWithoutResult } from '@overlay/domain';
import type { Clock } from '../../../common/time/clock';
import { ChaseMissingResultsUseCase } from './chase-missing-results.use-case';

const NOW = new Date('2026-11-23T01:00:00Z');

/** `count` stored races without a result, an hour apart, oldest first (as the repository lists them). */
class FakeResults extends RaceResultsRepository {
  readonly resulted = new Set<string>();
  private readonly races: RaceWithoutResult[];

  constructor(count: number) {
    super();
    this.races = Array.from({ length: count }, (_, i) => ({
      extRaceId: `r${String(i).padStart(3, '0')}`,
      venue: 'Flemington',
      number: 1,
      startTime: new Date(NOW.getTime() - (count - i) * 3_600_000).toISOString(),
      state: 'final' as const,
      pendingBets: 0,
    }));
  }

  async findWithoutResult(window: { limit: number }): Promise<RaceWithoutResult[]> {
    return this.races.filter((race) => !this.resulted.has(race.extRaceId)).slice(0, window.limit);
  }

  async findRaceOutcomes(): Promise<RaceOutcome[]> {
    return [];
  }
}

describe('Unit', () => {
  describe('ChaseMissingResultsUseCase', () => {
    const clock = { now: () => NOW } as Clock;
    let handed: string[][];
    const stream = { chaseResults: (ids: readonly string[]) => handed.push([...ids]) } as unknown as OddsStream;

    beforeEach(() => {
      handed = [];
    });

    it('should hand the stream fifty races a pass, taking turns through them all, then round again', async () => {
      const results = new FakeResults(120);
      const chase = new ChaseMissingResultsUseCase(results, clock, stream);
      await expect(chase.execute()).resolves.toBe(50);
      await expect(chase.execute()).resolves.toBe(50);
      await expect(chase.execute()).resolves.toBe(20);
      await expect(chase.execute()).resolves.toBe(50);
      expect(handed.map((ids) => [ids[0], ids.at(-1)])).toEqual([
        ['r000', 'r049'],
        ['r050', 'r099'],
        ['r100', 'r119'],
        ['r000', 'r049'],
      ]);
    });

    it('should start again from the oldest once the races after the last handed are resulted', async () => {
      const results = new FakeResults(80);
      const chase = new ChaseMissingResultsUseCase(results, clock, stream);
      await chase.execute();
      for (let i = 40; i < 80; i += 1) results.resulted.add(`r0${i}`);
      await expect(chase.execute()).resolves.toBe(40);
      expect(handed[1][0]).toBe('r000');
    });
  });
});
