import { MarketIngestRepository } from '@overlay/domain';
import type { IngestBatch, IngestOutcome, PriceSource, Transaction } from '@overlay/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ADVISORY_LOCK_KEYS } from '../../leader/advisory-lock-keys';
import { assertLeaderEpoch } from '../../leader/leader-fence';
import {
  CONFIRM_RACES,
  LOCK_INGEST,
  RECORD_SUCCESS,
  SOURCE_LAST_HASH,
  STORED_RACES_AND_RUNNERS,
} from './market-ingest-bookkeeping.sql';
import {
  SCRATCH_ABSENT_RUNNERS,
  UPSERT_EXCHANGE,
  UPSERT_PRICES,
  UPSERT_RACES,
  UPSERT_RUNNERS,
  ingestColumns,
} from './market-ingest.sql';
import { planRunnerWrites } from './runner-write-plan';
import type { StoredRunner } from './runner-write-plan';
import { transactionWithin } from '../typeorm-transaction';

const UNCHANGED: IngestOutcome = {
  changed: false,
  dataVersion: 0,
  racesWritten: 0,
  priceRowsWritten: 0,
  historyRowsWritten: 0,
};

/**
 * Stores a batch of races in one transaction under an advisory transaction lock, so ingests from
 * any instance (the leader's job, a user's refresh elsewhere) run one after another and each
 * compares against the state the previous one left. The leader's own ingests are fenced by its
 * epoch (a stale leader's batch rolls back whole).
 */
export class TypeOrmMarketIngestRepository extends MarketIngestRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  ingest(batch: IngestBatch): Promise<IngestOutcome> {
    return this.dataSource.transaction(async (manager) => {
      // Its own statement: a statement reads the snapshot taken when it started, so the reads
      // below must start after the lock is held. Market data can be fetched again: a crash may
      // lose the last refresh, never corrupt one (so no synchronous commit).
      await manager.query(LOCK_INGEST, [ADVISORY_LOCK_KEYS.marketIngest]);
      const [source]: { last_snapshot_hash: string | null }[] = await manager.query(SOURCE_LAST_HASH, [batch.source]);
      const changed = source.last_snapshot_hash === batch.snapshotHash ? null : await this.changedRaces(manager, batch);
      const outcome = !changed || changed.races.length === 0 ? UNCHANGED : await this.write(manager, changed, batch.at);
      await manager.query(CONFIRM_RACES, [
        batch.races.map(({ race }) => race.extRaceId),
        batch.confirmedAt ?? batch.at,
      ]);
      const dataVersion = await this.recordSuccess(manager, batch, outcome.changed);
      await assertLeaderEpoch((sql) => manager.query(sql));
      return { ...outcome, dataVersion };
    });
  }

  async recordFailure(source: string, message: string, at: Date, code: string | null = null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO feed_sources (source, last_error, last_error_at, last_error_code) VALUES ($1, $2, $3, $4)
       ON CONFLICT (source) DO UPDATE SET last_error = EXCLUDED.last_error,
         last_error_at = EXCLUDED.last_error_at, last_error_code = EXCLUDED.last_error_code, updated_at = now()`,
      [source, message, at, code],
    );
  }

  async pruneHistory(before: Date): Promise<number> {
    const [row]: { deleted: number }[] = await this.dataSource.query(
      `WITH gone AS (DELETE FROM price_history WHERE recorded_at < $1 RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [before],
    );
    return row.deleted;
  }

  touchSource(source: PriceSource, at: Date, tx?: Transaction): Promise<IngestOutcome> {
    return transactionWithin(this.dataSource, tx, async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEYS.marketIngest]);
      const priced =
        source.kind === 'exchange'
          ? 'SELECT u.race_ext_id FROM runners u JOIN exchange_prices e ON e.runner_id = u.id'
          : 'SELECT u.race_ext_id FROM runners u JOIN bookmaker_prices p ON p.runner_id = u.id WHERE lower(p.bookmaker) = lower($2)';
      const touched: { ext_race_id: string }[] = await manager.query(
        `UPDATE races SET updated_at = $1 WHERE ext_race_id IN (${priced}) RETURNING ext_race_id`,
        source.kind === 'exchange' ? [at] : [at, source.name],
      );
      if (touched.length === 0) return { ...UNCHANGED, dataVersion: await this.latestVersion(manager) };
      await manager.query(
        `UPDATE feed_sources SET data_version = (SELECT max(data_version) + 1 FROM feed_sources), updated_at = now()
         WHERE source = (SELECT source FROM feed_sources ORDER BY data_version DESC, source LIMIT 1)`,
      );
      return {
        ...UNCHANGED,
        changed: true,
        dataVersion: await this.latestVersion(manager),
        racesWritten: touched.length,
        writtenRaceIds: touched.map((row) => row.ext_race_id),
      };
    });
  }

  private async latestVersion(manager: EntityManager): Promise<number> {
    const [row]: { version: string | null }[] = await manager.query('SELECT max(data_version) AS version FROM feed_sources');
    return Number(row.version ?? 0);
  }

  /** Races whose content hash differs from the stored one (new races included), with their stored runners. */
  private async changedRaces(manager: EntityManager, batch: IngestBatch): Promise<ChangedRaces> {
    const rows: StoredRow[] = await manager.query(STORED_RACES_AND_RUNNERS, [batch.races.map(({ race }) => race.extRaceId)]);
    const hashes = new Map(rows.filter((row) => row.id === null).map((row) => [row.race_ext_id, row.content_hash]));
    const races = batch.races.filter(({ race, contentHash }) => hashes.get(race.extRaceId) !== contentHash);
    const runners = rows
      .filter((row): row is StoredRow & { id: string; ext_id: string } => row.id !== null && row.ext_id !== null)
      .map((row) => ({ id: row.id, raceExtId: row.race_ext_id, extId: row.ext_id, contentHash: row.content_hash }));
    return { races, storedRunners: runners };
  }

  private async write(manager: EntityManager, { races, storedRunners }: ChangedRaces, at: Date): Promise<IngestOutcome> {
    const plan = planRunnerWrites(races, storedRunners);
    const columns = ingestColumns(plan.races);
    await manager.query(UPSERT_RACES, [...columns.races, at]);
    await manager.query(UPSERT_RUNNERS, [...columns.runners, at]);
    await manager.query(SCRATCH_ABSENT_RUNNERS, [plan.fielded, ...columns.listed, at]);
    const [prices]: { written: number; history: number }[] = await manager.query(UPSERT_PRICES, [
      ...columns.prices,
      at,
      plan.replacedRunnerIds,
    ]);
    await manager.query(UPSERT_EXCHANGE, [...columns.exchange, at, plan.replacedRunnerIds]);
    return {
      changed: true,
      dataVersion: 0,
      racesWritten: races.length,
      writtenRaceIds: races.map(({ race }) => race.extRaceId),
      priceRowsWritten: prices.written,
      historyRowsWritten: prices.history,
    };
  }

  /** Marks the fetch stored; a change takes the next version number across all sources. */
  private async recordSuccess(manager: EntityManager, batch: IngestBatch, changed: boolean): Promise<number> {
    const [row]: { version: string }[] = await manager.query(RECORD_SUCCESS, [
      batch.source,
      batch.snapshotHash,
      batch.successAt === undefined ? batch.at : batch.successAt,
      changed,
    ]);
    return Number(row.version);
  }
}

interface StoredRow {
  race_ext_id: string;
  id: string | null;
  ext_id: string | null;
  content_hash: string | null;
}

/** The races to write, and the stored runners of the batch's races. */
interface ChangedRaces {
  races: IngestBatch['races'];
  storedRunners: StoredRunner[];
}
