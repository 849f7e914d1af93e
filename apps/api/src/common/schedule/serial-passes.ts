export interface SerialPassesOptions {
  /** What to do with a pass's error (the next trigger runs a pass again). */
  onError: (error: Error) => void;
  /**
   * Start each run after the handlers of the event that triggered it (one macrotask later): a
   * pass that reads what those handlers drop or reload (valuation's cached state) sees it done.
   */
  afterCurrentHandlers?: boolean;
}

/**
 * One pass at a time for a leader job that reacts to changes (bet settlement, alert evaluation,
 * movers windows): a trigger during a pass asks for exactly one more pass after it, however many
 * triggers came, so the last change is never missed and passes never overlap.
 */
export class SerialPasses {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly options: SerialPassesOptions,
  ) {}

  /** Runs a pass now, or once more after the one under way; resolves when no pass is left to run. */
  trigger(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run();
    return this.running;
  }

  /** Resolves once the passes under way (and the one asked for after them) are done. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    if (this.options.afterCurrentHandlers)
      await new Promise((resolve) => setImmediate(resolve));
    do {
      this.again = false;
      try {
        await this.pass();
      } catch (error) {
        this.options.onError(
          error instanceof Error ? error : new Error(String(error)),
        );
      }
    } while (this.again);
    this.running = null;
  }
}
