import { resultRetryWaitMs } from '@overlay/domain';
import { BetwatchApiError } from './betwatch-api.error';
import type { BetwatchMarket, RaceEntry } from './betwatch-market';
import { finalResult } from './betwatch-race.view';

/** At most one result request this often (the prices and snapshots budget allows about 120 a minute). */
const RESULT_GAP_MS = 500;

export interface ResultChaseHooks {
  now: () => number;
  random: () => number;
  log: (level: 'log' | 'warn', message: string) => void;
  /** Fetches one race's snapshot into the market (its result with it, once Betwatch has one). */
  fetchRace: (eventId: string) => Promise<unknown>;
  running: () => boolean;
  /** The longest wait between two asks (a monthly quota's Retry-After is not waited out whole). */
  maxWaitMs: number;
}

interface Chase {
  attempts: number;
  dueMs: number;
}

/**
 * Fetches a final race's snapshot until it carries the result, however often Betwatch refuses:
 * after each failure or resultless answer the race is asked again later (5 s doubling to 10 min,
 * with jitter, never sooner than a `Retry-After`), each failure logged with when it is tried
 * next. A race leaves the chase once it has a final result (a provisional one is asked again),
 * is abandoned or leaves the market. So a
 * result is never lost to a 429 at the moment a race turns final (docs/feeds.md, failures), and
 * the runner chases every held final race without one at each start.
 */
export class ResultChase {
  private readonly chases = new Map<string, Chase>();
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly market: BetwatchMarket,
    private readonly hooks: ResultChaseHooks,
  ) {}

  /** Chases a race's result (now, unless it is already chased). */
  want(eventId: string): void {
    if (!this.chases.has(eventId))
      this.chases.set(eventId, { attempts: 0, dueMs: this.hooks.now() });
    this.wake?.();
    this.loop ??= this.run().finally(() => {
      this.loop = null;
    });
  }

  /** Every held final race without a result (a start, a bootstrap). */
  wantMissing(): void {
    for (const race of this.market.races.values())
      if (race.status === 'final' && !hasResult(race)) this.want(race.id);
  }

  /** The races still chased, for the status. */
  pending(): number {
    return this.chases.size;
  }

  /** Resolves once the loop has stopped (the runner stopped). */
  async stopped(): Promise<void> {
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.hooks.running() && this.chases.size > 0) {
      const next = this.nextDue();
      const waitMs = next ? next[1].dueMs - this.hooks.now() : 0;
      if (!next) break;
      if (waitMs > 0) {
        await this.nap(waitMs);
        continue;
      }
      const [eventId, chase] = next;
      if (this.settled(eventId, chase.attempts > 0)) {
        this.chases.delete(eventId);
        continue;
      }
      chase.attempts += 1;
      let retryAfterMs: number | null = null;
      let failure: string | null = null;
      try {
        await this.hooks.fetchRace(eventId);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        if (error instanceof BetwatchApiError) retryAfterMs = error.retryAfterMs;
      }
      if (this.settled(eventId, true)) {
        this.chases.delete(eventId);
        if (chase.attempts > 1)
          this.hooks.log('log', `Betwatch race ${eventId}: result read after ${chase.attempts} attempts`);
      } else {
        const wait = resultRetryWaitMs(chase.attempts, retryAfterMs ?? 0, this.hooks.random, this.hooks.maxWaitMs);
        chase.dueMs = this.hooks.now() + wait;
        this.hooks.log(
          'warn',
          `Betwatch race ${eventId} is final without a final result (${failure ?? 'none given yet'}); asking again in ${Math.round(wait / 1000)} s (attempt ${chase.attempts})`,
        );
      }
      await this.nap(RESULT_GAP_MS);
    }
  }

  /**
   * Has its result or was abandoned: nothing more to ask. A race the market does not hold (one
   * asked for by the stored market) is asked once; unknown to Betwatch then, it leaves the chase.
   */
  private settled(eventId: string, asked: boolean): boolean {
    const race = this.market.races.get(eventId);
    if (!race) return asked;
    return hasResult(race) || race.status === 'abandoned' || race.status === 'cancelled';
  }

  /** Every chased race is due now (the feed is back after a refusal). */
  retryNow(): void {
    const now = this.hooks.now();
    for (const chase of this.chases.values()) chase.dueMs = Math.min(chase.dueMs, now);
    this.wake?.();
  }

  private nextDue(): [string, Chase] | null {
    let next: [string, Chase] | null = null;
    for (const entry of this.chases) if (!next || entry[1].dueMs < next[1].dueMs) next = entry;
    return next;
  }

  /** Waits until `ms` passed or a new race is wanted (it may be due sooner). */
  private nap(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      const wake = () => done();
      this.wake = wake;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.wake = null;
    });
  }
}

/** A final result with placings: a provisional one is chased on until it is final. */
function hasResult(race: RaceEntry): boolean {
  return finalResult(race) && (race.result?.positions?.length ?? 0) > 0;
}
