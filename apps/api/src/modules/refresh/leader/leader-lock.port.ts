/** Port: an exclusive lock among api instances; its holder polls feeds and runs jobs. */
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
   * Runs `work` as leader work: its fenced writes (market ingest, settlement) are refused with
   * StaleLeaderError once another instance has led since (docs/operations.md §5). Default: unfenced.
   */
  fenced<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}
