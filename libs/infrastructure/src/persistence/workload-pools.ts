import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** The kinds of work with a pool of their own (requests use TypeORM's pool). */
export type Workload = 'request' | 'job' | 'stream';
type OwnPool = Exclude<Workload, 'request'>;

export interface WorkloadPoolSettings {
  /** Connections of the pool. */
  max: number;
  /** Any one statement is cancelled after this long (0: never). */
  statementTimeoutMs: number;
}

/** The pool counters node-postgres keeps, per workload. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const current = new AsyncLocalStorage<OwnPool>();

/**
 * Runs `work` on `workload`'s own pool: every query it makes through TypeORM (any repository)
 * takes a connection from that pool, so requests filling theirs cannot starve the leader's jobs or
 * the stream's ingest, and each kind has its own statement timeout (docs/operations.md §4).
 */
export function runOnPool<T>(workload: OwnPool, work: () => Promise<T>): Promise<T> {
  return current.run(workload, work);
}

/** Runs `fn` as no workload's: what it queries uses the request pool. */
export function outsideOwnPool<T>(fn: () => T): T {
  return current.exit(fn);
}

type Connect = () => Promise<[PoolClient, (error?: unknown) => void]>;

/**
 * The job and stream pools beside TypeORM's request pool, on the same database. TypeORM asks its
 * driver for a connection in one place (`obtainMasterConnection`); that call is routed here by the
 * work it runs for, so transactions, repositories and query runners need no change.
 */
export class WorkloadPools {
  private readonly pools: Record<OwnPool, Pool>;
  /** Set by close(): a connection ended under a pool being closed is the stop, not a loss to report. */
  private closing = false;

  /** Use `install`, which also routes the connections. */
  constructor(
    private readonly dataSource: DataSource,
    url: string,
    settings: Record<OwnPool, WorkloadPoolSettings>,
    onError: (message: string) => void,
  ) {
    const make = (workload: OwnPool): Pool => {
      const { max, statementTimeoutMs } = settings[workload];
      const pool = new Pool({
        connectionString: url,
        max,
        connectionTimeoutMillis: 5000,
        application_name: `overlay-${workload}`,
        ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
      });
      // An idle connection killed under the pool emits 'error'; unhandled, it would end the process.
      pool.on('error', (error) => {
        if (!this.closing) onError(`The ${workload} pool lost a connection: ${error.message}`);
      });
      return pool;
    };
    this.pools = { job: make('job'), stream: make('stream') };
  }

  /** Routes `dataSource`'s connections by workload from now on. */
  static install(
    dataSource: DataSource,
    settings: Record<OwnPool, WorkloadPoolSettings>,
    onError: (message: string) => void = () => undefined,
  ): WorkloadPools {
    const url = dataSource.options.type === 'postgres' ? dataSource.options.url : undefined;
    if (!url) throw new Error('Workload pools need a PostgreSQL URL');
    const pools = new WorkloadPools(dataSource, url, settings, onError);
    const driver = dataSource.driver as unknown as { obtainMasterConnection: Connect };
    const own = driver.obtainMasterConnection.bind(driver);
    driver.obtainMasterConnection = () => {
      const workload = current.getStore();
      return workload ? pools.connect(workload) : own();
    };
    return pools;
  }

  /** Each pool's use now, the request pool's included. */
  use(): Record<Workload, PoolUse> {
    const of = (pool: { totalCount: number; idleCount: number; waitingCount: number } | undefined): PoolUse => ({
      total: pool?.totalCount ?? 0,
      idle: pool?.idleCount ?? 0,
      waiting: pool?.waitingCount ?? 0,
    });
    const master = (this.dataSource.driver as unknown as { master?: Pool }).master;
    return { request: of(master), job: of(this.pools.job), stream: of(this.pools.stream) };
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(Object.values(this.pools).map((pool) => pool.end().catch(() => undefined)));
  }

  private async connect(workload: OwnPool): Promise<[PoolClient, (error?: unknown) => void]> {
    const client = await this.pools[workload].connect();
    // A truthy argument destroys the connection instead of returning it (what TypeORM means by it).
    return [client, (error?: unknown) => client.release(error ? (error instanceof Error ? error : true) : undefined)];
  }
}
