/** Price history is pruned this often (and when an instance starts leading). */
export const PRUNE_HISTORY_EVERY_MS = 3_600_000;
