/**
 * A value loaded on demand and trusted for `ttlMs`; `invalidate()` (on an in-process event)
 * makes the next `get()` load again. Loads never overlap: callers share the one under way. A
 * caller arriving after an invalidation never gets a load that started before it: it waits for
 * that load to end, then a new one runs. A value read past half its trust is loaded again behind
 * the readers, so one in steady use never expires under them (the opportunities fast path served
 * nothing for the wait of each expiry, once a second; docs/architecture.md, "Serving prepared
 * versions"); it is still never served past `ttlMs`.
 */
export class RecheckedValue<T> {
  private value: T | undefined;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private generation = 0;
  private loading: { promise: Promise<T>; generation: number } | null = null;
  /** After a failed load ahead, none again before this (a database down is not asked on every read). */
  private aheadAfter = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly load: (previous: T | undefined) => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The value when it is still trusted, without waiting (the hot path's shortcut), else undefined. */
  peek(): T | undefined {
    if (this.value === undefined) return undefined;
    const now = this.now();
    const age = now - this.loadedAt;
    if (age >= this.ttlMs) return undefined;
    if (age >= this.ttlMs / 2 && this.loading === null && now >= this.aheadAfter) {
      this.start().catch(() => (this.aheadAfter = this.now() + this.ttlMs / 2));
    }
    return this.value;
  }

  get(): Promise<T> {
    const fresh = this.peek();
    if (fresh !== undefined) return Promise.resolve(fresh);
    const loading = this.loading;
    if (loading !== null) {
      if (loading.generation === this.generation) return loading.promise;
      const again = () => this.get();
      return loading.promise.then(again, again);
    }
    return this.start();
  }

  invalidate(): void {
    this.generation += 1;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private start(): Promise<T> {
    const generation = this.generation;
    const startedAt = this.now();
    const promise = this.load(this.value)
      .then((value) => {
        this.value = value;
        // Trusted only when nothing was invalidated while it loaded.
        this.loadedAt = generation === this.generation ? startedAt : Number.NEGATIVE_INFINITY;
        return value;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      });
    this.loading = { promise, generation };
    return promise;
  }
}
