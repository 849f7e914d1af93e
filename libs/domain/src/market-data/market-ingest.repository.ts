import type { SnapshotRace } from '../market/market-snapshot';

/** A race to store with the content hash of its whole subtree (race, runners, prices). */
export interface HashedRace {
  race: SnapshotRace;
  contentHash: string;
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
}
