import { Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_MOVERS_MIN_BOOKS,
  DEFAULT_MOVERS_WINDOW,
  MoversWindowRepository,
} from '@overlay/domain';
import type { MoversResponse, MoversWindow, RankedMovers } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { isFresh, MARK_WANTED_EVERY_MS, STORED_SLACK_MS } from './movers-freshness';
import type { ComputedAt } from './movers-freshness';
import { computeMovers } from './movers.computation';
import { MoversWindowRanking } from './movers-window-ranking';

interface CachedMovers extends ComputedAt {
  /** Every runner a `books=` filter can show: one read serves every `books=`. */
  ranked: Promise<RankedMovers>;
}

/**
 * `GET /api/movers?window=5|15|60&books=N`: the runners whose stored fair price moved most over the
 * window, firming and drifting, when at least N books moved the same way (docs/product.md). The
 * answer is the same for every viewer (movers value no promo). In order: this instance's last
 * answer while fresh (movers-freshness.ts); else the window the leader stored (MoversWindowsJob:
 * one key read, whatever the history's size); else, with no leader storing (jobs off), one history
 * read per window and data version, shared by concurrent callers.
 */
@Injectable()
export class GetMoversUseCase {
  private readonly cache = new Map<MoversWindow, CachedMovers>();
  /** When this instance last told the leader a window is wanted. */
  private readonly markedAt = new Map<MoversWindow, number>();
  private readonly logger = new Logger('Movers');

  constructor(
    private readonly ranking: MoversWindowRanking,
    private readonly windows: MoversWindowRepository,
    private readonly valuation: ValuationService,
    private readonly clock: Clock,
  ) {}

  async execute(
    window: MoversWindow = DEFAULT_MOVERS_WINDOW,
    minBooks: number = DEFAULT_MOVERS_MIN_BOOKS,
  ): Promise<MoversResponse> {
    const { dataVersion } = await this.valuation.servingState();
    const nowMs = this.clock.now().getTime();
    this.markWanted(window, nowMs);
    let entry = this.cache.get(window);
    if (!entry || !isFresh(entry, dataVersion, nowMs)) {
      entry = await this.fromLeader(window, dataVersion, nowMs);
      if (!entry) {
        const ranked = this.ranking.rank(window, nowMs);
        entry = { dataVersion, atMs: nowMs, ranked };
        // A failed read is not kept: the next call tries again.
        ranked.catch(() => {
          if (this.cache.get(window)?.ranked === ranked) this.cache.delete(window);
        });
      }
      this.cache.set(window, entry);
    }
    return {
      window,
      minBooks,
      generatedAt: new Date(entry.atMs).toISOString(),
      ...computeMovers(await entry.ranked, minBooks),
    };
  }

  /**
   * Tells the leader (through the stored row) that callers want the window, at most every 30 s.
   * Not awaited: the answer does not depend on it (the leader reads it on its next pass), so the
   * caller does not wait for the write. A failed write is logged and tried again on the next call.
   */
  private markWanted(window: MoversWindow, nowMs: number): void {
    const last = this.markedAt.get(window);
    if (last !== undefined && nowMs - last < MARK_WANTED_EVERY_MS && nowMs >= last) return;
    this.markedAt.set(window, nowMs);
    this.windows.markWanted(window, nowMs).catch((error: unknown) => {
      if (this.markedAt.get(window) === nowMs) this.markedAt.delete(window);
      this.logger.warn(`Could not mark movers window ${window} wanted: ${(error as Error).message}`);
    });
  }

  /** The window the leader stored, when it is fresh enough to answer; else undefined. */
  private async fromLeader(window: MoversWindow, dataVersion: number, nowMs: number): Promise<CachedMovers | undefined> {
    const stored = await this.windows.find(window);
    if (!stored || !isFresh({ dataVersion: stored.dataVersion, atMs: stored.computedAtMs }, dataVersion, nowMs, STORED_SLACK_MS))
      return undefined;
    return { dataVersion: stored.dataVersion, atMs: stored.computedAtMs, ranked: Promise.resolve(stored.ranked) };
  }
}
