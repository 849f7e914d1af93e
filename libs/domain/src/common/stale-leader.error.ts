/**
 * A leader's write refused because another instance has led since (docs/operations.md §5): its
 * epoch is no longer the stored one. The write is rolled back; the instance stops leading.
 */
export class StaleLeaderError extends Error {
  constructor(
    readonly epoch: number | null,
    readonly current: number | null,
  ) {
    super(
      epoch === null
        ? 'This instance has not led: its leader work is refused'
        : `Leader epoch ${epoch} is stale (now ${current ?? 'unknown'}): another instance leads, the write is refused`,
    );
    this.name = 'StaleLeaderError';
  }
}
