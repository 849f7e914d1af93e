/** Port: an exclusive lock among api instances; its holder polls feeds and runs jobs. */
export abstract class LeaderLock {
  /** Takes the lock when free (or confirms it is still held); true when this instance leads. */
  abstract tryAcquire(): Promise<boolean>;

  /** Gives the lock up so another instance can take it at once. */
  abstract release(): Promise<void>;
}
