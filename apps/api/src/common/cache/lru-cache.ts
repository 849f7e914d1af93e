import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map bounded by entry count and by total weight (e.g. bytes), over the
 * `lru-cache` package (`max`, `maxSize` + `sizeCalculation`). `get` refreshes recency; `set`
 * evicts the oldest entries until both bounds hold again. An entry heavier than the whole weight
 * bound counts as the bound: it evicts everything else and is still kept (a 5000-row reply larger
 * than the bound is still served). `onDrop`, when given, hears every entry that leaves (evicted,
 * deleted, replaced or cleared), so a caller can keep indexes of its own in step.
 */
export class LruCache<K extends object | string | number, V extends object | string | number> {
  private readonly entries: LRUCache<K, V>;
  /**
   * Handed to every `get`: lru-cache's `get(key, options = {})` would otherwise make an options
   * object per call (the opportunities fast path reads several caches per request). It only
   * writes `status` on it, which stays undefined unless a diagnostics channel is subscribed.
   */
  private readonly getOptions: LRUCache.GetOptions<K, V, unknown> = {};

  constructor(
    maxEntries: number,
    maxWeight = Number.POSITIVE_INFINITY,
    weigh: (value: V) => number = () => 0,
    onDrop?: (value: V, key: K) => void,
  ) {
    const dispose = onDrop === undefined ? {} : { dispose: (value: V, key: K) => onDrop(value, key) };
    this.entries = Number.isFinite(maxWeight)
      ? new LRUCache<K, V>({
          max: maxEntries,
          maxSize: maxWeight,
          // lru-cache wants whole sizes of at least 1, and refuses an entry over maxSize.
          sizeCalculation: (value) => Math.min(maxWeight, Math.max(1, Math.ceil(weigh(value)))),
          ...dispose,
        })
      : new LRUCache<K, V>({ max: maxEntries, ...dispose });
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.entries.calculatedSize;
  }

  get(key: K): V | undefined {
    return this.entries.get(key, this.getOptions);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
