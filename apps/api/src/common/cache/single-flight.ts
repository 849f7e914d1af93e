/**
 * Runs one task per key at a time: callers asking for a key whose task is under way get the
 * same promise (so a cold cache is built once however many requests arrive together).
 */
export class SingleFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  run(key: K, task: () => Promise<V>): Promise<V> {
    const current = this.running.get(key);
    if (current !== undefined) return current;
    const promise = task().finally(() => {
      if (this.running.get(key) === promise) this.running.delete(key);
    });
    this.running.set(key, promise);
    return promise;
  }
}
