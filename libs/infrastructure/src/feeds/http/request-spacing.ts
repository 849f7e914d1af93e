/**
 * At most one request per `gapMs`: each caller waits its turn (in call order), so a burst of
 * per-race queries reaches the provider as a steady trickle instead of tripping its rate limit.
 */
export class RequestSpacing {
  private nextAt = 0;

  constructor(
    private readonly gapMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  async wait(): Promise<void> {
    const at = Math.max(this.now(), this.nextAt);
    this.nextAt = at + this.gapMs;
    const delay = at - this.now();
    if (delay > 0) await this.sleep(delay);
  }
}
