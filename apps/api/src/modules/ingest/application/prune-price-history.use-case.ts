import { Inject, Injectable } from '@nestjs/common';
import { MarketIngestRepository, PriceMovesRepository } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/time/clock';

/** Deletes price history and stored fair prices older than PRICE_HISTORY_DAYS; returns the history rows deleted. */
@Injectable()
export class PrunePriceHistoryUseCase {
  constructor(
    private readonly ingest: MarketIngestRepository,
    private readonly movesHistory: PriceMovesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    const keepMs = this.config.priceHistoryDays * 24 * 3_600_000;
    const before = new Date(this.clock.now().getTime() - keepMs);
    await this.movesHistory.pruneFairPrices(before);
    return this.ingest.pruneHistory(before);
  }
}
