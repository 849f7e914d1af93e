import { LeaderLock, StaleLeaderError } from '@overlay/domain';
import type { LeaderWorkload } from '@overlay/domain';
import { hostname } from 'node:os';
import { Client } from 'pg';
import { runOnPool } from '../persistence/workload-pools';
import { ADVISORY_LOCK_KEYS } from './advisory-lock-keys';
import { runFenced } from './leader-fence';

/**
 * Leadership among api instances sharing one database: a session-level advisory lock held on a
 * dedicated connection (outside the pool) for as long as this instance leads. PostgreSQL drops
 * the lock when that connection ends, so a crashed leader frees it by itself. Each time it takes
 * the lock it bumps the stored leader epoch; its writes are fenced by that epoch (leader-fence.ts),
 * and leader work runs on its workload's own pool (workload-pools.ts).
 */
export class PostgresLeaderLock extends LeaderLock {
  private client: Client | null = null;
  private held = false;
  /** The epoch of this instance's latest leadership, kept after it ends: the database decides. */
  private epoch: number | null = null;
  private readonly lostHandlers = new Set<() => void>();

  constructor(
    private readonly databaseUrl: string,
    private readonly key: number = ADVISORY_LOCK_KEYS.leader,
  ) {
    super();
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** `handler` runs the moment a held lock's connection errors or ends (the lock is gone with it). */
  override onLost(handler: () => void): () => void {
    this.lostHandlers.add(handler);
    return () => this.lostHandlers.delete(handler);
  }

  /**
   * Takes the lock if it is free; while held, checks that its connection still answers (a lost
   * connection means the lock is gone too). Returns whether this instance now leads.
   */
  async tryAcquire(): Promise<boolean> {
    try {
      const client = await this.connection();
      if (this.held) {
        // Another instance has bumped the epoch: it leads, whatever this connection believes.
        const { rows } = await client.query<{ epoch: string }>('SELECT epoch FROM leader_epoch WHERE id = 1');
        if (Number(rows[0]?.epoch) === this.epoch) return true;
        await this.drop();
        return false;
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        this.key,
      ]);
      if (!rows[0].locked) return false;
      const { rows: bumped } = await client.query<{ epoch: string }>(
        `UPDATE leader_epoch SET epoch = epoch + 1, holder = $1, taken_at = now() WHERE id = 1 RETURNING epoch`,
        [`${hostname()}:${process.pid}`],
      );
      this.epoch = Number(bumped[0].epoch);
      this.held = true;
      return true;
    } catch (error) {
      await this.drop();
      throw error;
    }
  }

  /**
   * Runs `work` as leader work on `workload`'s pool: its fenced writes are refused once another
   * instance has taken the lead since this one last did. Refused at once when this instance never led.
   */
  override fenced<T>(work: () => Promise<T>, workload: LeaderWorkload = 'job'): Promise<T> {
    if (this.epoch === null) return Promise.reject(new StaleLeaderError(null, null));
    const epoch = this.epoch;
    return runOnPool(workload, () => runFenced(epoch, work));
  }

  /** Runs `work` on `workload`'s pool, unfenced (an instance that never campaigns). */
  override unfenced<T>(work: () => Promise<T>, workload: LeaderWorkload = 'job'): Promise<T> {
    return runOnPool(workload, work);
  }

  /** Gives the lock up (closing its connection) so another instance can take over at once. */
  async release(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      if (this.held) await client.query('SELECT pg_advisory_unlock($1)', [this.key]);
    } finally {
      await this.drop();
    }
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      application_name: 'overlay-leader',
      connectionTimeoutMillis: 5000,
    });
    // An idle connection that dies emits 'error' (then 'end'); without a listener that would crash
    // the process. Either way the session, and so the lock, is gone: say so at once.
    const lost = () => {
      if (this.client !== client) return;
      const wasHeld = this.held;
      this.client = null;
      this.held = false;
      void client.end().catch(() => undefined);
      if (wasHeld) for (const handler of this.lostHandlers) handler();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    this.client = client;
    return client;
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held = false;
    if (client) await client.end().catch(() => undefined);
  }
}
