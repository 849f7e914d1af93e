import type { Transaction } from '../common/transaction.port';
import type { SnapshotRace } from '../market/market-snapshot';
import type { PriceSource } from '../racing/price-sources';

/** A race to store with the content hash of its whole subtree (race, runners, prices). */
export interface HashedRace {
  race: SnapshotRace;
  contentHash: string;
  /**
   * Each runner's content hash, in `race.runners` order. A changed race then writes only the
   * runners whose hash differs from the stored one (a streamed change moves a quote or two of a
   * race's ~300); without them every runner of a changed race is written.
   */
  runnerHashes?: readonly string[];
}

export interface IngestBatch {
  source: string;
  /** Hash of everything ingested (generatedAt excluded), compared with the source's last one. */
  snapshotHash: string;
  races: readonly HashedRace[];
  at: Date;
  /**
   * When the feed generated the data (default `at`): every listed race is confirmed at it, and
   * its quotes without a `lastUpdated` of their own are as fresh as it. Not a market change.
   */
  confirmedAt?: Date;
  /**
   * When the feed was last heard from, stored as the source's last success (default `at`). Null
   * leaves it as it is: a stream's changes say nothing of whether it is still heard (its frames
   * and heartbeats do, docs/ev-model.md §1), so a race fetched over REST while it is down does not
   * make a silent stream look live.
   */
  successAt?: Date | null;
}

export interface IngestOutcome {
  /** False when nothing stored changed: no version bump, no `data_refresh`. */
  changed: boolean;
  dataVersion: number;
  racesWritten: number;
  priceRowsWritten: number;
  historyRowsWritten: number;
  /** The ids of the races written (their content changed). */
  writtenRaceIds?: readonly string[];
}

/**
 * Port: the write side of market data. `ingest` is one transaction, serialised across instances,
 * that stores only races whose hash changed; races missing from a batch keep their last state.
 */
export abstract class MarketIngestRepository {
  abstract ingest(batch: IngestBatch): Promise<IngestOutcome>;

  /**
   * Records a failed or refused fetch, with the provider's code when it gave one
   * (`quota_exceeded`); the stored data is left as it is.
   */
  abstract recordFailure(source: string, message: string, at: Date, code?: string | null): Promise<void>;

  /** Deletes price history recorded before `before`; returns the rows deleted. */
  abstract pruneHistory(before: Date): Promise<number>;

  /**
   * Marks the stored races a source prices (the exchange: the races with exchange prices) as
   * changed at `at`, so every cache reads them again: after an admin switched the source on or
   * off (reads leave switched-off sources out). Takes the next data version when a race was
   * marked; `writtenRaceIds` names them.
   */
  abstract touchSource(source: PriceSource, at: Date, tx?: Transaction): Promise<IngestOutcome>;
}
