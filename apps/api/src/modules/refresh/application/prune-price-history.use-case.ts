import { Inject, Injectable } from '@nestjs/common';
import { MarketIngestRepository } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/time/clock';

/** Deletes price history older than PRICE_HISTORY_DAYS; returns the rows deleted. */
@Injectable()
export class PrunePriceHistoryUseCase {
  constructor(
    private readonly ingest: MarketIngestRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(): Promise<number> {
    const keepMs = this.config.priceHistoryDays * 24 * 3_600_000;
    return this.ingest.pruneHistory(new Date(this.clock.now().getTime() - keepMs));
  }
}
