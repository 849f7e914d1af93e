import { Injectable } from '@nestjs/common';
import {
  DEFAULT_MOVERS_WINDOW,
  MOVERS_WINDOWS,
  MoversError,
  PriceMovesRepository,
  isMoversWindow,
} from '@overlay/domain';
import type { MoversResponse, MoversWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { computeMovers } from './movers.computation';

/** A window's answer is reused for this long within one data version (the window slides). */
const REUSE_MS = 15_000;

interface CachedMovers {
  dataVersion: number;
  atMs: number;
  reply: Promise<MoversResponse>;
}

/**
 * `GET /api/movers?window=5|15|60`: the runners whose fair price moved most over the window,
 * firming and drifting. One history read per window and data version (the answer is the same
 * for every viewer: movers value no promo), shared by concurrent callers.
 */
@Injectable()
export class GetMoversUseCase {
  private readonly cache = new Map<MoversWindow, CachedMovers>();

  constructor(
    private readonly history: PriceMovesRepository,
    private readonly valuation: ValuationService,
    private readonly clock: Clock,
  ) {}

  async execute(rawWindow: unknown, viewerId: string): Promise<MoversResponse> {
    const window = parseMoversWindow(rawWindow);
    const { dataVersion } = await this.valuation.current(viewerId);
    const nowMs = this.clock.now().getTime();
    const cached = this.cache.get(window);
    if (
      cached &&
      cached.dataVersion === dataVersion &&
      nowMs - cached.atMs < REUSE_MS
    )
      return cached.reply;
    const reply = this.compute(window, nowMs);
    this.cache.set(window, { dataVersion, atMs: nowMs, reply });
    // A failed read is not kept: the next call tries again.
    reply.catch(() => {
      if (this.cache.get(window)?.reply === reply) this.cache.delete(window);
    });
    return reply;
  }

  private async compute(
    window: MoversWindow,
    nowMs: number,
  ): Promise<MoversResponse> {
    const sinceMs = nowMs - window * 60_000;
    const races = await this.history.findWindowHistory(
      new Date(sinceMs),
      new Date(nowMs),
    );
    return {
      window,
      generatedAt: new Date(nowMs).toISOString(),
      ...computeMovers(races, sinceMs, nowMs),
    };
  }
}

/** `window` in minutes: 5, 15 or 60; absent means 15. */
export function parseMoversWindow(raw: unknown): MoversWindow {
  if (raw === undefined || raw === '') return DEFAULT_MOVERS_WINDOW;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!isMoversWindow(value)) {
    throw new MoversError(
      'MOVERS_WINDOW_INVALID',
      `Window must be one of ${MOVERS_WINDOWS.join(', ')} (minutes) (got "${typeof raw === 'string' ? raw : String(raw)}")`,
    );
  }
  return value;
}
