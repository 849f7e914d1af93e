import { Injectable, Logger } from '@nestjs/common';
import { FeedStreamStateRepository } from '@overlay/domain';
import type { IngestOutcome, MarketChangeBatch } from '@overlay/domain';
import { traceStream, tracesRace } from '@overlay/infrastructure';
import { Clock } from '../../../common/time/clock';
import { IngestSnapshotUseCase } from './ingest-snapshot.use-case';

/**
 * Stores a streamed batch, then its cursor (and the feed's index when it changed): the cursor is
 * written only after the races it covers, so a new leader replays at most a batch (idempotent:
 * unchanged races write nothing) and never skips one. A batch that could not be stored is kept
 * and merged into the next (its races are the latest state of those races).
 */
@Injectable()
export class StoreStreamBatchUseCase {
  private readonly logger = new Logger('StreamMarkets');
  private unsaved: MarketChangeBatch | null = null;

  constructor(
    private readonly ingestSnapshot: IngestSnapshotUseCase,
    private readonly positions: FeedStreamStateRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    source: string,
    drained: MarketChangeBatch | null,
  ): Promise<IngestOutcome | null> {
    const batch = merge(this.unsaved, drained);
    if (!batch) return null;
    this.unsaved = batch;
    const at = this.clock.now();
    const started = Date.now();
    const outcome =
      batch.races.length > 0
        ? await this.ingestSnapshot.executeBatch(source, batch, at)
        : null;
    if (batch.cursor)
      await this.positions.savePosition(source, batch.cursor, at, batch.index);
    this.unsaved = null;
    if (tracesRace(undefined))
      traceStream(
        'stored',
        batch.races.map((race) => race.extRaceId),
        { races: batch.races.length, ms: Date.now() - started },
      );
    if (outcome && outcome.refused.length > 0)
      this.logger.warn(
        `Stream batch: ${outcome.refused.length} races refused (${outcome.refused[0]})`,
      );
    return outcome;
  }
}

/** Two batches as one: the later race states win, the later cursor and index. */
function merge(
  earlier: MarketChangeBatch | null,
  later: MarketChangeBatch | null,
): MarketChangeBatch | null {
  if (!earlier || !later) return later ?? earlier;
  const races = new Map(earlier.races.map((race) => [race.extRaceId, race]));
  for (const race of later.races) races.set(race.extRaceId, race);
  return {
    races: [...races.values()],
    asOf: later.asOf,
    cursor: later.cursor ?? earlier.cursor,
    bootstrap: earlier.bootstrap || later.bootstrap,
    index: later.index ?? earlier.index,
  };
}
