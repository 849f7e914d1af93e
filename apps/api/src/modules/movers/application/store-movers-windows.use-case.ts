import { Injectable } from '@nestjs/common';
import { MOVERS_WINDOWS, MoversWindowRepository } from '@overlay/domain';
import type { MoversWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { isFresh, MIN_AGE_MS, WANTED_FOR_MS } from './movers-freshness';
import type { ComputedAt } from './movers-freshness';
import { reachableMovers } from './movers.computation';
import { MoversWindowRanking } from './movers-window-ranking';

/**
 * The leader's pass (MoversWindowsJob): every window whose stored computation is out of date is
 * ranked again and stored (only the movers a `books=` filter can show), so every instance answers
 * `GET /api/movers` with one key read (docs/product.md, movers). A window is out of date when the
 * data changed and it is MIN_AGE_MS old, or when it is twice that old (the window slides). Only
 * windows a caller asked for within WANTED_FOR_MS are ranked: an idle product reads no history.
 */
@Injectable()
export class StoreMoversWindowsUseCase {
  private readonly stored = new Map<MoversWindow, ComputedAt>();

  constructor(
    private readonly ranking: MoversWindowRanking,
    private readonly windows: MoversWindowRepository,
    private readonly valuation: ValuationService,
    private readonly clock: Clock,
  ) {}

  /** Stores the windows that were out of date; returns them. */
  async execute(): Promise<MoversWindow[]> {
    const { dataVersion } = await this.valuation.servingState();
    const stored: MoversWindow[] = [];
    const wanted = await this.windows.wantedAt();
    for (const window of MOVERS_WINDOWS) {
      const nowMs = this.clock.now().getTime();
      const wantedAtMs = wanted.get(window);
      if (wantedAtMs === undefined || nowMs - wantedAtMs > WANTED_FOR_MS) continue;
      const last = this.stored.get(window);
      if (last && isFresh(last, dataVersion, nowMs) && nowMs - last.atMs < 2 * MIN_AGE_MS) continue;
      const ranked = reachableMovers(await this.ranking.rank(window, nowMs));
      await this.windows.save({ window, dataVersion, computedAtMs: nowMs, ranked });
      this.stored.set(window, { dataVersion, atMs: nowMs });
      stored.push(window);
    }
    return stored;
  }

  /** A new leader stores every window at once. */
  reset(): void {
    this.stored.clear();
  }
}
