import { setImmediate as nextTurnOfLoop } from 'node:timers/promises';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventBus, MarketIngestRepository, parseMarketSnapshot, SERVER_QUERY_LIMITS, SnapshotValidationError, StreamTrace } from '@overlay/domain';
import type { IngestOutcome, MarketChangeBatch, MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { confirmationTime, withStoredQuoteAges } from './quote-age.util';
import { RecordFairPrices } from './record-fair-prices';
import { RecordFeedSources } from './record-feed-sources';
import { hashRace, snapshotContentHash } from './snapshot-hash.util';

/**
 * Stores a snapshot (or some of its races) from a feed source. The snapshot is validated again
 * here, whatever the adapter did: a bad one throws SnapshotValidationError before anything is
 * written. Only races whose content changed are written; when one did, the data version is
 * bumped and `data_refresh` is emitted. The same snapshot twice changes nothing, and neither does a
 * book merely confirming its prices again (quote ages: quote-age.util).
 */
@Injectable()
export class IngestSnapshotUseCase {
  constructor(
    private readonly ingest: MarketIngestRepository,
    private readonly events: EventBus,
    @Optional() @Inject(StreamTrace) private readonly trace: StreamTrace | null = null,
    // Named: a `T | null` parameter carries no type for the injector to read.
    @Optional() @Inject(RecordFairPrices) private readonly fairPrices: RecordFairPrices | null = null,
    @Optional() @Inject(RecordFeedSources) private readonly sources: RecordFeedSources | null = null,
  ) {}

  async execute(
    source: string,
    snapshot: MarketSnapshot,
    at: Date,
    select: (races: SnapshotRace[]) => SnapshotRace[] = (races) => races,
  ): Promise<IngestOutcome> {
    // Select first (a fast-lane tick validates a few races, not the day); a snapshot too broken
    // to select from is validated whole, which names its fault.
    const chosen = Array.isArray(snapshot.races) ? { ...snapshot, races: select(snapshot.races) } : snapshot;
    const parsed = parseMarketSnapshot(chosen);
    // Before the races: a new book is in the catalogue by the time its rows are announced.
    await this.sources?.execute(parsed, at);
    const confirmedAt = confirmationTime(parsed.generatedAt, at);
    const races = parsed.races
      .map((race) => hashRace(withStoredQuoteAges(race, confirmedAt)));
    const snapshotHash = snapshotContentHash(races);
    const outcome = await this.ingest.ingest({ source, snapshotHash, races, at, confirmedAt });
    if (outcome.changed) {
      this.events.publish('data_refresh', {
        version: outcome.dataVersion,
        at: at.toISOString(),
        races: outcome.racesWritten,
        full: Array.isArray(snapshot.races) && races.length === snapshot.races.length,
      });
    }
    // After the announcement: viewers see the change first; movers read the fair price later.
    if (outcome.changed) await this.fairPrices?.execute(races.map(({ race }) => race), outcome.writtenRaceIds, at);
    return outcome;
  }

  /**
   * Stores the races a push feed changed (part of the market; the whole scope after a
   * bootstrap). Each race is validated on its own: a race the format refuses is left out and
   * reported, never the whole batch (one bad race must not freeze a streamed day).
   */
  async executeBatch(source: string, batch: MarketChangeBatch, at: Date): Promise<IngestOutcome & { refused: string[] }> {
    const refused: string[] = [];
    const races: SnapshotRace[] = [];
    const confirmedAt = confirmationTime(batch.asOf, at);
    const hashed: HashedRace[] = [];
    for (const [index, race] of batch.races.entries()) {
      // A large batch leaves the loop between slices: stream frames and live ticks go on meanwhile.
      if (index > 0 && index % YIELD_EVERY_RACES === 0) await nextTurnOfLoop();
      try {
        const valid = parseMarketSnapshot({ generatedAt: batch.asOf, races: [race] }).races;
        races.push(...valid);
        hashed.push(...valid.map((one) => hashRace(withStoredQuoteAges(one, confirmedAt))));
      } catch (error) {
        if (!(error instanceof SnapshotValidationError)) throw error;
        refused.push(`${race.extRaceId}: ${error.message}`);
      }
    }
    await this.sources?.execute({ races, sources: batch.sources }, at);
    // A streamed change says nothing of whether the stream is still heard (its frames and
    // heartbeats do: RecordStreamHealthUseCase); a bootstrap is the provider's word as of now.
    const successAt = batch.bootstrap ? at : null;
    const outcome = await this.ingest.ingest({
      source,
      snapshotHash: snapshotContentHash(hashed),
      races: hashed,
      at,
      confirmedAt,
      successAt,
    });
    if (outcome.changed) {
      // Traced before publishing: the bus delivers in this process at once.
      this.trace?.record('announced', outcome.writtenRaceIds, { named: raceIdsOf(outcome).raceIds !== undefined });
      this.events.publish('data_refresh', {
        version: outcome.dataVersion,
        at: at.toISOString(),
        races: outcome.racesWritten,
        full: batch.bootstrap,
        ...raceIdsOf(outcome),
      });
    }
    if (outcome.changed) await this.fairPrices?.execute(hashed.map(({ race }) => race), outcome.writtenRaceIds, at);
    return { ...outcome, refused };
  }
}

/**
 * A data_refresh names at most as many races as one `races=` read takes (a dashboard reads the
 * named races of its view); more read as "any race may have changed". Events cross instances
 * through the outbox table, so the 8 kB notification payload does not bound it.
 */
const MAX_NAMED_RACES = SERVER_QUERY_LIMITS.races.max;

/** Races validated and hashed between two turns of the event loop in a streamed batch. */
const YIELD_EVERY_RACES = 16;

type HashedRace = ReturnType<typeof hashRace>;

/** The changed races' ids when few enough to name in a notification (else any race may have). */
function raceIdsOf(outcome: IngestOutcome): { raceIds?: string[] } {
  const ids = outcome.writtenRaceIds;
  return ids && ids.length <= MAX_NAMED_RACES ? { raceIds: [...ids] } : {};
}
