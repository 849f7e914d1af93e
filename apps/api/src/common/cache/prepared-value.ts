/** When a PreparedValue prepares again, and how far behind it may serve. */
export interface PreparedValueTiming {
  /** A read past this since the last preparation started prepares again (serving the last meanwhile). */
  ttlMs: number;
  /**
   * Readers wait instead of getting a value that has stood for a newer one, or gone unprepared,
   * this long (after an idle spell the first read waits, as a cache without preparing would).
   */
  maxLagMs: number;
  /** An invalidation prepares at once only when someone read within this; else the next read does. */
  idleMs: number;
}

/**
 * A value readers do not wait for while someone reads it: they get the last one prepared, while a
 * newer one is prepared in the background (docs/architecture.md, "Serving prepared versions").
 * Preparations never overlap: invalidations during one make one more run after it, however many
 * arrived. The first value is waited for, and so is one more than `maxLagMs` behind. A failed
 * preparation keeps the last value and is tried again once `ttlMs` has passed (or at the next
 * invalidation), never in a loop.
 */
export class PreparedValue<T> {
  private value: T | undefined;
  private preparedAt = Number.NEGATIVE_INFINITY;
  private failedAt = Number.NEGATIVE_INFINITY;
  private lastReadAt = Number.NEGATIVE_INFINITY;
  /** Since when the value served stands for a newer one (the first invalidation after its preparation began). */
  private behindSince: number | null = null;
  /** The first invalidation since the preparation under way began (what it does not include). */
  private invalidatedDuringRunAt: number | null = null;
  private generation = 0;
  private preparedGeneration = -1;
  private underWay: Promise<T> | null = null;
  private readonly listeners = new Set<(value: T) => void>();
  private stopped = false;

  constructor(
    private readonly prepare: (previous: T | undefined) => Promise<T>,
    private readonly timing: PreparedValueTiming,
    private readonly onError: (error: Error) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The last value prepared, starting a newer one when due; undefined when there is none or it lags too far (then `get`). */
  peek(): T | undefined {
    this.lastReadAt = this.now();
    if (this.lagsTooFar()) {
      this.startUnlessBusy();
      return undefined;
    }
    this.prepareIfDue();
    return this.value;
  }

  /** The last value prepared; waited for when there is none yet or it lags too far (the last one again should that fail). */
  get(): Promise<T> {
    const served = this.peek();
    if (served !== undefined) return Promise.resolve(served);
    const run = this.underWay ?? this.start();
    const last = this.value;
    return last === undefined ? run : run.catch(() => last);
  }

  /** What it rests on changed: prepare again now while someone reads, else at the next read. */
  invalidate(): void {
    this.generation += 1;
    this.behindSince ??= this.now();
    if (this.underWay !== null) this.invalidatedDuringRunAt ??= this.now();
    this.failedAt = Number.NEGATIVE_INFINITY;
    if (this.now() - this.lastReadAt <= this.timing.idleMs) this.prepareIfDue();
  }

  /** What it rests on changed and someone waits for it: prepare again now, read or not. */
  prepareNow(): void {
    this.lastReadAt = this.now();
    this.invalidate();
  }

  /**
   * Resolves true once the value served is one `accept` takes (at once when it already is), false
   * when `timeoutMs` passed first. With nothing under way it prepares again now: what `accept`
   * waits for may have been stored before anything said so here.
   */
  servedWhen(accept: (value: T) => boolean, timeoutMs: number): Promise<boolean> {
    if (this.value !== undefined && !this.lagsTooFar() && accept(this.value)) return Promise.resolve(true);
    if (this.underWay === null) this.prepareNow();
    return this.firstPrepared(accept, timeoutMs);
  }

  /**
   * What it rests on changed, and the caller needs what follows: prepares again and resolves true
   * once a value from a preparation that started after this call (never one under way) is served,
   * false when `timeoutMs` passed first.
   */
  refreshedWithin(timeoutMs: number): Promise<boolean> {
    this.prepareNow();
    const generation = this.generation;
    return this.firstPrepared(() => this.preparedGeneration >= generation, timeoutMs);
  }

  /** Hears every value as it becomes the one served; returns the function that stops it. */
  onPrepared(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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

  /** True with the first value prepared from now on that `accept` takes, false after `timeoutMs`. */
  private firstPrepared(accept: (value: T) => boolean, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (served: boolean) => {
        clearTimeout(timer);
        stop();
        resolve(served);
      };
      const stop = this.onPrepared((value) => {
        if (accept(value)) done(true);
      });
      const timer = setTimeout(() => done(false), timeoutMs);
      timer.unref();
    });
  }

  private lagsTooFar(): boolean {
    if (this.value === undefined) return true;
    const now = this.now();
    const { maxLagMs } = this.timing;
    return now - this.preparedAt > maxLagMs || (this.behindSince !== null && now - this.behindSince > maxLagMs);
  }

  private due(): boolean {
    const now = this.now();
    if (now - this.failedAt < this.timing.ttlMs) return false;
    return this.preparedGeneration !== this.generation || now - this.preparedAt >= this.timing.ttlMs;
  }

  private prepareIfDue(): void {
    if (this.due()) this.startUnlessBusy();
  }

  private startUnlessBusy(): void {
    if (this.underWay === null && !this.stopped) void this.start().catch(() => undefined);
  }

  private start(): Promise<T> {
    const generation = this.generation;
    const startedAt = this.now();
    // Invalidations from here on are not in this run: the value it makes stands behind from the first of them.
    this.invalidatedDuringRunAt = null;
    const run = this.prepare(this.value).then(
      (value) => {
        this.value = value;
        this.preparedAt = startedAt;
        this.preparedGeneration = generation;
        this.behindSince = this.invalidatedDuringRunAt;
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
        // Invalidated while it ran: the newer state is prepared now (when someone reads).
        if (this.now() - this.lastReadAt <= this.timing.idleMs) this.prepareIfDue();
      });
    return run;
  }
}
