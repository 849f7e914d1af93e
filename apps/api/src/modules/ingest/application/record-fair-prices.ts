import { Injectable, Logger } from '@nestjs/common';
import { PriceMovesRepository } from '@overlay/domain';
import type { SnapshotRace } from '@overlay/domain';
import { ValuationService } from '../../valuation';

/**
 * Stores the fair price of every race the ingest changed, at the change's time, valued as the
 * dashboard values it (docs/product.md, movers). Only the writer calls it (the leader's ingest),
 * so each change is valued once, not once per viewer or per instance.
 */
@Injectable()
export class RecordFairPrices {
  private readonly logger = new Logger('FairPriceHistory');

  constructor(
    private readonly valuation: ValuationService,
    private readonly history: PriceMovesRepository,
  ) {}

  async execute(races: readonly SnapshotRace[], writtenIds: readonly string[] | undefined, at: Date): Promise<void> {
    const written = new Set(writtenIds ?? races.map((race) => race.extRaceId));
    const changed = races.filter((race) => written.has(race.extRaceId));
    if (changed.length === 0) return;
    try {
      await this.history.recordFairPrices(at, await this.valuation.fairPrices(changed));
    } catch (error) {
      // The prices are stored: a missed fair row only shortens a mover's line, so the ingest goes on.
      this.logger.warn(`Fair prices of ${changed.length} races not stored: ${(error as Error).message}`);
    }
  }
}
