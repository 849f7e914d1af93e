import { Logger } from '@nestjs/common';
import { MoversWindowRepository } from '@overlay/domain';
import type { MoversWindow, RankedMovers, StoredMoversWindow } from '@overlay/domain';
import { FixedClock } from '../../../../test/support/test-clock';
import type { ValuationService } from '../../valuation';
import { GetMoversUseCase } from './get-movers.use-case';
import { MARK_WANTED_EVERY_MS } from './movers-freshness';
import type { MoversWindowRanking } from './movers-window-ranking';

const NOW = Date.parse('2026-12-02T10:00:00Z');
const NONE: RankedMovers = { firming: [], drifting: [] };

/** The port's in-memory stand-in: the marks it took, and a write that can be made to wait or fail. */
class MemoryWindows extends MoversWindowRepository {
  readonly marks: [MoversWindow, number][] = [];
  nextMark: Promise<void> = Promise.resolve();
  find = (): Promise<StoredMoversWindow | null> => Promise.resolve(null);
  wantedAt = () => Promise.resolve(new Map<MoversWindow, number>());
  save = () => Promise.resolve();
  markWanted(window: MoversWindow, atMs: number): Promise<void> {
    this.marks.push([window, atMs]);
    return this.nextMark;
  }
}

describe('Unit', () => {
  describe('GetMoversUseCase marking a window wanted', () => {
    let windows: MemoryWindows;
    let clock: FixedClock;
    let movers: GetMoversUseCase;

    beforeEach(() => {
      windows = new MemoryWindows();
      clock = new FixedClock(NOW);
      movers = new GetMoversUseCase(
        { rank: () => Promise.resolve(NONE) } as unknown as MoversWindowRanking,
        windows,
        { servingState: () => Promise.resolve({ dataVersion: 1 }) } as unknown as ValuationService,
        clock,
      );
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => jest.restoreAllMocks());

    it('should answer without waiting for the write, and marks a window at most every 30 s', async () => {
      windows.nextMark = new Promise<void>(() => undefined);
      await expect(movers.execute(5)).resolves.toMatchObject({ window: 5, firming: [], drifting: [] });
      clock.at += MARK_WANTED_EVERY_MS - 1;
      await movers.execute(5);
      clock.at += 1;
      await movers.execute(5);
      expect(windows.marks).toEqual([
        [5, NOW],
        [5, NOW + MARK_WANTED_EVERY_MS],
      ]);
    });

    it('should try a failed mark again on the next call, and says why it failed', async () => {
      windows.nextMark = Promise.reject(new Error('connection lost'));
      await movers.execute(15);
      await new Promise((resolve) => setImmediate(resolve));
      expect(Logger.prototype.warn).toHaveBeenCalledWith('Could not mark movers window 15 wanted: connection lost');
      windows.nextMark = Promise.resolve();
      clock.at += 1_000;
      await movers.execute(15);
      expect(windows.marks).toEqual([
        [15, NOW],
        [15, NOW + 1_000],
      ]);
    });
  });
});
