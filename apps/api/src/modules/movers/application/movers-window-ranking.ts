import { Injectable } from '@nestjs/common';
import { PriceMovesRepository } from '@overlay/domain';
import type { MoversWindow, RankedMovers } from '@overlay/domain';
import { rankMovers } from './movers.computation';

/** Ranks a window from the stored history: the one read both the leader's job and a caller's fallback make. */
@Injectable()
export class MoversWindowRanking {
  constructor(private readonly history: PriceMovesRepository) {}

  async rank(window: MoversWindow, nowMs: number): Promise<RankedMovers> {
    const sinceMs = nowMs - window * 60_000;
    const races = await this.history.findWindowHistory(new Date(sinceMs), new Date(nowMs));
    return rankMovers(races, sinceMs, nowMs);
  }
}
