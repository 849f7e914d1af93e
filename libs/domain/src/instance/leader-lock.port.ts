/**
 * The kinds of leader work with a database pool of their own (docs/operations.md §4): scheduled
 * jobs, and the streamed feed's ingest.
 */
export type LeaderWorkload = 'job' | 'stream';

/**
 * Port: an exclusive lock among api instances; its holder polls feeds and runs jobs
 * (docs/architecture.md §2, "Leader"). The adapter also runs leader work on its workload's pool
 * and fences its writes by the leader epoch.
 */
export abstract class LeaderLock {
  /** Takes the lock when free (or confirms it is still held); true when this instance leads. */
  abstract tryAcquire(): Promise<boolean>;

  /** Gives the lock up so another instance can take it at once. */
  abstract release(): Promise<void>;

  /**
   * Tells `handler` the moment a held lock is lost (its connection ended), so the leader stops
   * at once instead of at its next check. Returns the unsubscribe function. Default: never told.
   */
  onLost(_handler: () => void): () => void {
    return () => undefined;
  }

  /**
   * Runs `work` as leader work on `workload`'s pool: its fenced writes (market ingest,
   * settlement) are refused with StaleLeaderError once another instance has led since
   * (docs/operations.md §5). Default: unfenced, on the shared pool.
   */
  fenced<T>(work: () => Promise<T>, _workload: LeaderWorkload = 'job'): Promise<T> {
    return work();
  }

  /**
   * Runs `work` on `workload`'s pool without fencing: leader work an instance that never
   * campaigns (JOBS_ENABLED=false) is asked to run by hand. Default: on the shared pool.
   */
  unfenced<T>(work: () => Promise<T>, _workload: LeaderWorkload = 'job'): Promise<T> {
    return work();
  }
}
