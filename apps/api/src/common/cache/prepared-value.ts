/**
 * A value readers never wait for once it exists: they get the last one prepared, while a newer
 * one is prepared in the background (docs/architecture.md, "Serving prepared versions").
 * `invalidate()` starts a preparation at once; past `ttlMs` a read starts one. Preparations never
 * overlap: invalidations during one make one more run after it, however many arrived. Only the
 * first value is waited for. A failed preparation keeps the last value and is tried again once
 * `ttlMs` has passed (or at the next invalidation), never in a loop.
 */
export class PreparedValue<T> {
  private value: T | undefined;
  private preparedAt = Number.NEGATIVE_INFINITY;
  private failedAt = Number.NEGATIVE_INFINITY;
  private generation = 0;
  private preparedGeneration = -1;
  private underWay: Promise<T> | null = null;
  private readonly listeners = new Set<(value: T) => void>();
  private stopped = false;

  constructor(
    private readonly prepare: (previous: T | undefined) => Promise<T>,
    private readonly ttlMs: number,
    private readonly onError: (error: Error) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The last value prepared (undefined before the first), starting a newer one when due. */
  peek(): T | undefined {
    this.prepareIfDue();
    return this.value;
  }

  /** The last value prepared; only the first is waited for. */
  get(): Promise<T> {
    if (this.value !== undefined) {
      this.prepareIfDue();
      return Promise.resolve(this.value);
    }
    return this.underWay ?? this.start();
  }

  /** What it rests on changed: prepare again now (or right after the preparation under way). */
  invalidate(): void {
    this.generation += 1;
    this.failedAt = Number.NEGATIVE_INFINITY;
    this.prepareIfDue();
  }

  /**
   * What it rests on changed, and the caller needs what follows: prepares again and resolves with
   * the first value from a preparation that started after this call (never one under way).
   */
  refreshed(): Promise<T> {
    this.invalidate();
    const generation = this.generation;
    return new Promise((resolve) => {
      const stop = this.onPrepared((value) => {
        if (this.preparedGeneration < generation) return;
        stop();
        resolve(value);
      });
    });
  }

  /** Hears every value as it becomes the one served; returns the function that stops it. */
  onPrepared(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether a newer value is being prepared now. */
  get preparing(): boolean {
    return this.underWay !== null;
  }

  /** Prepares nothing more (shutdown); resolves once the preparation under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  /** Resolves once nothing is being prepared and nothing invalidated waits (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.underWay !== null) await this.underWay.catch(() => undefined);
  }

  private due(): boolean {
    const now = this.now();
    if (now - this.failedAt < this.ttlMs) return false;
    return this.preparedGeneration !== this.generation || now - this.preparedAt >= this.ttlMs;
  }

  private prepareIfDue(): void {
    if (this.underWay === null && !this.stopped && this.due()) void this.start().catch(() => undefined);
  }

  private start(): Promise<T> {
    const generation = this.generation;
    const startedAt = this.now();
    const run = this.prepare(this.value).then(
      (value) => {
        this.value = value;
        this.preparedAt = startedAt;
        this.preparedGeneration = generation;
        for (const listener of [...this.listeners]) listener(value);
        return value;
      },
      (error: unknown) => {
        this.failedAt = this.now();
        if (this.value !== undefined) this.onError(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
    this.underWay = run;
    void run
      .catch(() => undefined)
      .finally(() => {
        this.underWay = null;
        // Invalidated while it ran: the newer state is prepared now.
        this.prepareIfDue();
      });
    return run;
  }
}
