import { Injectable } from '@nestjs/common';
import {
  DEFAULT_MOVERS_MIN_BOOKS,
  DEFAULT_MOVERS_WINDOW,
  PriceMovesRepository,
} from '@overlay/domain';
import type { MoversResponse, MoversWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { computeMovers, rankMovers } from './movers.computation';
import type { MoversComputation } from './movers.computation';

/** A window's answer is reused for this long within one data version (the window slides). */
const REUSE_MS = 15_000;
/**
 * And for this long across versions: the fast lane stores a change every few seconds near the
 * jump, and a move over 5-60 minutes does not need recomputing at every tick.
 */
const MIN_AGE_MS = 5_000;

interface CachedMovers {
  dataVersion: number;
  atMs: number;
  /** Every runner that moved, before the books rule: one read serves every `books=`. */
  ranked: Promise<MoversComputation>;
}

/**
 * `GET /api/movers?window=5|15|60&books=N`: the runners whose stored fair price moved most over the
 * window, firming and drifting, when at least N books moved the same way (docs/product.md). One
 * history read per window and data version (the answer is the same for every viewer: movers value
 * no promo), shared by concurrent callers.
 */
@Injectable()
export class GetMoversUseCase {
  private readonly cache = new Map<MoversWindow, CachedMovers>();

  constructor(
    private readonly history: PriceMovesRepository,
    private readonly valuation: ValuationService,
    private readonly clock: Clock,
  ) {}

  async execute(
    window: MoversWindow = DEFAULT_MOVERS_WINDOW,
    viewerId: string,
    minBooks: number = DEFAULT_MOVERS_MIN_BOOKS,
  ): Promise<MoversResponse> {
    const { dataVersion } = await this.valuation.current(viewerId);
    const nowMs = this.clock.now().getTime();
    const cached = this.cache.get(window);
    const age = cached ? nowMs - cached.atMs : Infinity;
    let entry = cached;
    if (
      !entry ||
      !(age < MIN_AGE_MS || (entry.dataVersion === dataVersion && age < REUSE_MS))
    ) {
      const ranked = this.rank(window, nowMs);
      entry = { dataVersion, atMs: nowMs, ranked };
      this.cache.set(window, entry);
      // A failed read is not kept: the next call tries again.
      ranked.catch(() => {
        if (this.cache.get(window)?.ranked === ranked) this.cache.delete(window);
      });
    }
    return {
      window,
      minBooks,
      generatedAt: new Date(entry.atMs).toISOString(),
      ...computeMovers(await entry.ranked, minBooks),
    };
  }

  private async rank(
    window: MoversWindow,
    nowMs: number,
  ): Promise<MoversComputation> {
    const sinceMs = nowMs - window * 60_000;
    const races = await this.history.findWindowHistory(
      new Date(sinceMs),
      new Date(nowMs),
    );
    return rankMovers(races, sinceMs, nowMs);
  }
}
