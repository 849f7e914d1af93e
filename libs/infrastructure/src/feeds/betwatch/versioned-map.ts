/**
 * A Map that counts its changes: `version` moves on every set, delete and clear that `seen` says a
 * view of it can see (every change by default), so a view built from it can tell it is still
 * current without reading it again (betwatch-runner-views.ts). Values must not be changed in place
 * where a view reads them.
 */
export class VersionedMap<K, V> extends Map<K, V> {
  private changes = 0;

  constructor(private readonly seen: (before: V | undefined, after: V | undefined) => boolean = () => true) {
    super();
  }

  get version(): number {
    return this.changes;
  }

  override set(key: K, value: V): this {
    if (this.seen(this.get(key), value)) this.changes += 1;
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    const before = this.get(key);
    const deleted = super.delete(key);
    if (deleted && this.seen(before, undefined)) this.changes += 1;
    return deleted;
  }

  override clear(): void {
    if (this.size > 0) this.changes += 1;
    super.clear();
  }
}
