import { MarketIngestRepository } from '@overlay/domain';
import type { IngestBatch, IngestOutcome, PriceSource, Transaction } from '@overlay/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ADVISORY_LOCK_KEYS } from '../../leader/advisory-lock-keys';
import { checkLeaderEpoch } from '../../leader/leader-fence';
import { LOCK_INGEST, LOCK_MARKET, RECORD_SUCCESS, STORED_STATE } from './market-ingest-bookkeeping.sql';
import { WRITE_QUOTES, WRITE_RACES_AND_RUNNERS, ingestColumns } from './market-ingest.sql';
import { planRunnerWrites } from './runner-write-plan';
import type { RunnerWritePlan, StoredQuotesOf, StoredRunner } from './runner-write-plan';
import { WrittenQuotes } from './written-quotes.memo';
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
  /** The quotes this process committed per runner: a changed runner then writes its difference. */
  private readonly written = new WrittenQuotes();
  private readonly storedQuotesOf: StoredQuotesOf = (race, runner, hash) => this.written.stored(race, runner, hash);

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async ingest(batch: IngestBatch): Promise<IngestOutcome> {
    const { outcome, plan } = await this.dataSource.transaction(async (manager) => {
      // Its own statement: a statement reads the snapshot taken when it started, so the reads
      // below must start after the lock is held. Market data can be fetched again: a crash may
      // lose the last refresh, never corrupt one (so no synchronous commit).
      await manager.query(LOCK_INGEST, [ADVISORY_LOCK_KEYS.marketIngest]);
      const stored = await this.storedState(manager, batch);
      const changed = stored.snapshotHash === batch.snapshotHash ? [] : this.changedRaces(batch, stored.raceHashes);
      const plan = changed.length === 0 ? null : planRunnerWrites(changed, stored.runners, this.storedQuotesOf);
      const written = plan ? await this.write(manager, plan, batch.at) : UNCHANGED;
      const dataVersion = await this.recordSuccess(manager, batch, written.changed);
      return { outcome: { ...written, dataVersion }, plan };
    });
    // Committed: what the runners now hold. A write rolled back leaves the stored hashes as they
    // were, which the memo then does not match.
    for (const { race, runners } of plan?.races ?? [])
      for (const { runner, contentHash } of runners) this.written.remember(race.extRaceId, runner.extId, contentHash, runner.prices);
    return outcome;
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
      // LOCK_MARKET, not LOCK_INGEST: an admin's switch is committed durably (no fetch repeats it).
      await manager.query(LOCK_MARKET, [ADVISORY_LOCK_KEYS.marketIngest]);
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

  /** The source's last snapshot hash, the stored hashes of the batch's races, and of the runners of those that changed. */
  private async storedState(manager: EntityManager, batch: IngestBatch): Promise<StoredState> {
    const rows: StoredRow[] = await manager.query(STORED_STATE, [
      batch.source,
      batch.races.map(({ race }) => race.extRaceId),
      batch.races.map(({ contentHash }) => contentHash),
    ]);
    const raceHashes = new Map<string, string | null>();
    const runners: StoredRunner[] = [];
    let snapshotHash: string | null = null;
    for (const row of rows) {
      if (row.kind === 'source') snapshotHash = row.content_hash;
      else if (row.kind === 'race') raceHashes.set(row.race_ext_id as string, row.content_hash);
      else
        runners.push({ id: row.id as string, raceExtId: row.race_ext_id as string, extId: row.ext_id as string, contentHash: row.content_hash });
    }
    return { snapshotHash, raceHashes, runners };
  }

  /** Races whose content hash differs from the stored one (new races included). */
  private changedRaces(batch: IngestBatch, stored: ReadonlyMap<string, string | null>): IngestBatch['races'] {
    return batch.races.filter(({ race, contentHash }) => stored.get(race.extRaceId) !== contentHash);
  }

  private async write(manager: EntityManager, plan: RunnerWritePlan, at: Date): Promise<IngestOutcome> {
    const columns = ingestColumns(plan.races);
    await manager.query(WRITE_RACES_AND_RUNNERS, [
      ...columns.races,
      at,
      ...columns.runners,
      at,
      plan.fielded,
      ...columns.listed,
      at,
    ]);
    const [prices]: { written: number; history: number }[] = await manager.query(WRITE_QUOTES, [
      ...columns.prices,
      at,
      plan.replacedRunnerIds,
      ...columns.exchange,
      at,
      plan.exchangeReplacedRunnerIds,
      ...columns.dropped,
    ]);
    return {
      changed: true,
      dataVersion: 0,
      racesWritten: plan.races.length,
      writtenRaceIds: plan.races.map(({ race }) => race.extRaceId),
      priceRowsWritten: prices.written,
      historyRowsWritten: prices.history,
    };
  }

  /** Marks the fetch stored and its races confirmed; a change takes the next version number across all sources. */
  private async recordSuccess(manager: EntityManager, batch: IngestBatch, changed: boolean): Promise<number> {
    const [row]: { version: string; leader_epoch: string | null }[] = await manager.query(RECORD_SUCCESS, [
      batch.source,
      batch.snapshotHash,
      batch.successAt === undefined ? batch.at : batch.successAt,
      changed,
      batch.races.map(({ race }) => race.extRaceId),
      batch.confirmedAt ?? batch.at,
    ]);
    checkLeaderEpoch(row.leader_epoch);
    return Number(row.version);
  }
}

interface StoredRow {
  kind: 'source' | 'race' | 'runner';
  race_ext_id: string | null;
  id: string | null;
  ext_id: string | null;
  content_hash: string | null;
}

/** What an ingest compares against (STORED_STATE). */
interface StoredState {
  snapshotHash: string | null;
  raceHashes: Map<string, string | null>;
  runners: StoredRunner[];
}
