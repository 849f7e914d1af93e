import type { OddsStreamStatus } from '@overlay/domain';
import type { ApiRetry, BetwatchApiClient, BetwatchBudget } from './betwatch-api.client';
import type { BetwatchScope } from './betwatch-bootstrap';
import { checkDrift } from './betwatch-drift-check';
import { BetwatchApiError } from './betwatch-api.error';
import { traceStream } from '../stream-trace';
import type { StreamFrame } from './betwatch-frames';
import type { BetwatchMarket } from './betwatch-market';
import { ResultChase } from './betwatch-result-chase';
import { ResyncRequired, followStream } from './betwatch-stream.connection';
import type { StreamTiming } from './betwatch-stream.feed';
import type { BwStreamContinuation } from './betwatch.types';

export interface RunnerHooks {
  random: () => number;
  now: () => number;
  log: (level: 'log' | 'warn', message: string) => void;
  bootstrap: () => Promise<void>;
  fetchRace: (eventId: string) => Promise<boolean>;
  continuation: () => BwStreamContinuation | null;
  scopeDay: () => string;
  scope: () => BetwatchScope;
}

/** Refusals a person must fix (key, plan): retried rarely, never in a tight loop. */
const REFUSED = new Set([
  'authentication_required',
  'account_disabled',
  'entitlement_empty',
  'plan_required',
  'scope_required',
  'http_401',
  'http_403',
]);
/** At most one race snapshot this often (the prices family allows about 120 a minute). */
const RACE_FETCH_GAP_MS = 500;
const FPS_WINDOW_MS = 10_000;

/**
 * Holds the stream for the feed: bootstrap when there is no position, follow, and after any
 * drop resume at the last applied frame with full-jitter backoff. `resync` and the cursor codes
 * bootstrap again (the held market stays meanwhile); `rate_limited` waits its Retry-After plus
 * jitter; `quota_exceeded` and `stream_limit` wait minutes with one clear log line each; every
 * failure is kept for the status. Frames for races not held fetch that race's snapshot.
 */
export class StreamRunner {
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private connection: AbortController | null = null;
  private wake: (() => void) | null = null;
  private cursor: string | null = null;
  private cursorAtMs: number | null = null;
  private moved = false;
  private connected = false;
  private state = 'stopped';
  private reconnects = 0;
  private malformed = 0;
  private drifted = 0;
  private driftTimer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private failure: { code: string; message: string; atMs: number } | null =
    null;
  private frameWindow = { startMs: 0, count: 0, previousRate: 0 };
  private day = '';
  private dayCheckedMs = 0;
  /** What the runner was doing when a rate limit interrupted it (told again once it is waited out). */
  private stateBeforeLimit = 'bootstrapping';
  /** Set by reconnectNow: the next wait is skipped. */
  private skipWait = false;
  private readonly pendingRaces = new Set<string>();
  private fetchingRaces: Promise<void> | null = null;
  /** Final races whose result is still to be read. */
  readonly results: ResultChase;

  constructor(
    private readonly api: BetwatchApiClient,
    private readonly market: BetwatchMarket,
    private readonly timing: StreamTiming,
    private readonly hooks: RunnerHooks,
  ) {
    this.results = new ResultChase(market, {
      now: hooks.now,
      random: hooks.random,
      log: hooks.log,
      fetchRace: hooks.fetchRace,
      running: () => this.running,
      maxWaitMs: timing.resultMaxWaitMs,
    });
  }

  start(cursor: string | null): void {
    if (this.running) return;
    this.running = true;
    this.cursor = cursor;
    this.day = cursor ? this.hooks.scopeDay() : '';
    this.loopDone = this.loop();
    this.driftTimer = setInterval(() => this.checkDrift(), this.timing.driftCheckMs);
    this.driftTimer.unref();
    // A resumed market may hold final races whose result never came (docs/feeds.md, failures).
    if (cursor) this.results.wantMissing();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.driftTimer) clearInterval(this.driftTimer);
    this.driftTimer = null;
    await this.checking;
    this.connection?.abort();
    this.wake?.();
    await this.loopDone;
    await this.fetchingRaces;
    await this.results.stopped();
    this.connected = false;
    this.state = 'stopped';
  }

  /**
   * Connects again now: ends the connection held (a frozen one too) or the wait after a refusal
   * (a quota's 15 minutes, say), and resumes at the cursor with the backoff reset.
   */
  reconnectNow(): void {
    if (!this.running) return;
    this.hooks.log('log', `Betwatch stream: reconnecting now, as asked (was ${this.state})`);
    this.connection?.abort();
    // Asleep: woken now; connected (or connecting): the wait after this connection ends is skipped.
    if (this.wake) this.wake();
    else this.skipWait = true;
  }

  /**
   * A REST read is about to be asked again (docs/feeds.md, failures): logged with its wait, and
   * while a rate limit is waited out the status says `rate_limited`, not what was under way.
   */
  apiRetrying(retry: ApiRetry): void {
    const wait = `${(retry.delayMs / 1000).toFixed(1)} s`;
    this.hooks.log(
      'warn',
      retry.code === 'rate_limited'
        ? `Betwatch ${retry.path} answered 429 rate_limited; asking again in ${wait} (Retry-After), retry ${retry.attempt}`
        : `Betwatch ${retry.path} failed (${retry.message}); asking again in ${wait}, retry ${retry.attempt}`,
    );
    if (retry.code !== 'rate_limited' || this.connected) return;
    const was = this.state === 'rate_limited' ? this.stateBeforeLimit : this.state;
    this.stateBeforeLimit = was;
    this.state = 'rate_limited';
    setTimeout(() => {
      if (this.state === 'rate_limited') this.state = was;
    }, retry.delayMs).unref();
  }

  /** A drift check now (one under way is joined), as the 3-minute timer runs it; resolves when it is done. */
  async checkDriftNow(): Promise<void> {
    this.checkDrift();
    await this.checking;
  }

  /** One drift check while the stream is live (never two at once, never while bootstrapping). */
  private checkDrift(): void {
    if (!this.running || !this.connected || this.checking) return;
    this.checking = checkDrift(this.api, this.market, this.hooks.scope(), this.hooks)
      .then((drifted) => {
        this.drifted += drifted.length;
      })
      .catch((error: unknown) => {
        this.hooks.log('warn', `Betwatch drift check skipped: ${(error as Error).message}`);
      })
      .finally(() => {
        this.checking = null;
      });
  }

  isLive(): boolean {
    return this.connected;
  }

  resetCursor(cursor: string): void {
    this.cursor = cursor;
    this.moved = true;
  }

  cursorMoved(): boolean {
    return this.moved;
  }

  takeCursor(): string | null {
    this.moved = false;
    return this.cursor;
  }

  status(budget: BetwatchBudget | null): OddsStreamStatus {
    return {
      state: this.state,
      connected: this.connected,
      cursor: this.cursor,
      cursorAt:
        this.cursorAtMs === null
          ? null
          : new Date(this.cursorAtMs).toISOString(),
      framesPerSecond: Math.round(this.rate() * 10) / 10,
      reconnects: this.reconnects,
      malformedFrames: this.malformed,
      driftQuotes: this.drifted,
      lastErrorCode: this.failure?.code ?? null,
      lastError: this.failure?.message ?? null,
      lastErrorAt: this.failure
        ? new Date(this.failure.atMs).toISOString()
        : null,
      rateLimitRemaining: budget?.remaining ?? null,
      quotaRemaining: budget?.monthlyRemaining ?? null,
      quotaResetAt: budget?.monthlyReset ?? null,
    };
  }

  private async loop(): Promise<void> {
    let attempt = 0;
    while (this.running) {
      try {
        if (!this.cursor || this.day !== this.hooks.scopeDay()) {
          this.state = 'bootstrapping';
          this.day = this.hooks.scopeDay();
          await this.hooks.bootstrap();
          this.results.wantMissing();
        }
        const continuation = this.hooks.continuation();
        if (!continuation || !this.cursor)
          throw new ResyncRequired('no stream continuation');
        this.connection = new AbortController();
        let frames = 0;
        const outcome = await followStream(
          this.api,
          continuation,
          this.cursor,
          this.connection.signal,
          {
            onOpen: () => {
              // Back after a refusal: the results still wanted are asked for again now.
              if (this.failure && this.state !== 'live') this.results.retryNow();
              this.connected = true;
              this.state = 'live';
            },
            onFrame: (frame) => {
              frames += 1;
              this.onFrame(frame);
            },
          },
          this.timing.silenceMs,
        );
        this.connected = false;
        if (!this.running) break;
        if (frames > 0) attempt = 0;
        this.reconnects += 1;
        this.state = 'reconnecting';
        this.hooks.log(
          'log',
          `Betwatch stream ${outcome}; resuming at the last applied frame`,
        );
        await this.sleep(this.backoff(attempt++));
      } catch (error) {
        this.connected = false;
        if (!this.running) break;
        await this.sleep(this.onFailure(error, attempt++));
      }
    }
  }

  private onFrame(frame: Exclude<StreamFrame, null>): void {
    const now = this.hooks.now();
    if (frame.cursor) {
      this.cursor = frame.cursor;
      this.moved = true;
      this.cursorAtMs = now;
    }
    this.countFrame(now);
    if (frame.type === 'malformed') {
      this.malformed += 1;
      if (this.malformed <= 5 || this.malformed % 100 === 0) {
        this.hooks.log(
          'warn',
          `Betwatch stream: skipped a malformed ${frame.name} frame (${frame.reason}); ${this.malformed} so far`,
        );
      }
      return;
    }
    if (
      frame.type === 'control' ||
      frame.type === 'resync' ||
      frame.type === 'error'
    )
      return;
    const result = this.market.apply(frame);
    if (result.kind === 'changed')
      traceStream('read', result.raceId, {
        frame: frame.type,
        price: frame.type === 'odds' ? frame.data.price : undefined,
      });
    if (result.kind === 'unknown-race') this.fetchRace(result.raceId);
    else if (frame.type === 'event' && frame.data.status === 'final')
      this.results.want(frame.data.id);
    if (now - this.dayCheckedMs > 1000) {
      this.dayCheckedMs = now;
      // A new racing day: bootstrap the new scope (today and tomorrow) without dropping the old.
      if (this.day !== this.hooks.scopeDay()) this.connection?.abort();
    }
  }

  /** The wait after a failure, by its code; the failure is kept for the status. */
  private onFailure(error: unknown, attempt: number): number {
    const code =
      error instanceof ResyncRequired
        ? 'resync'
        : error instanceof BetwatchApiError
          ? error.code
          : 'error';
    const message = error instanceof Error ? error.message : String(error);
    this.failure = { code, message, atMs: this.hooks.now() };
    if (error instanceof ResyncRequired) {
      this.cursor = null;
      this.state = 'bootstrapping';
      this.hooks.log(
        'log',
        `${message}: bootstrapping again; the held market stays until it is done`,
      );
      return this.backoff(Math.min(attempt, 2));
    }
    if (code === 'rate_limited') {
      this.state = 'rate_limited';
      const base =
        error instanceof BetwatchApiError && error.retryAfterMs !== null
          ? error.retryAfterMs
          : this.backoff(attempt);
      const wait = base + Math.floor(this.hooks.random() * Math.max(250, base * 0.2));
      this.hooks.log('warn', `${message}; waiting ${(wait / 1000).toFixed(1)} s (Retry-After) before trying again`);
      return wait;
    }
    if (code === 'quota_exceeded') {
      this.state = 'quota_exceeded';
      this.hooks.log(
        'warn',
        `${message}. Prices stay frozen (every quote stale); trying again in ${Math.round(this.timing.quotaRetryMs / 60_000)} min`,
      );
      return this.timing.quotaRetryMs;
    }
    if (code === 'stream_limit') {
      this.state = 'stream_limit';
      this.hooks.log(
        'warn',
        `${message}. Not retrying for ${Math.round(this.timing.streamLimitRetryMs / 1000)} s`,
      );
      return this.timing.streamLimitRetryMs;
    }
    if (REFUSED.has(code)) {
      this.state = 'failing';
      this.hooks.log(
        'warn',
        `${message}. Trying again in ${Math.round(this.timing.refusedRetryMs / 60_000)} min`,
      );
      return this.timing.refusedRetryMs;
    }
    this.state = 'reconnecting';
    this.reconnects += 1;
    this.hooks.log('warn', `${message}; reconnecting`);
    return this.backoff(attempt);
  }

  /** Full jitter: a random wait in [0, min(cap, 500 ms · 2^attempt)). */
  private backoff(attempt: number): number {
    return Math.floor(
      this.hooks.random() *
        Math.min(this.timing.maxReconnectDelayMs, 500 * 2 ** attempt),
    );
  }

  private fetchRace(eventId: string): void {
    this.pendingRaces.add(eventId);
    this.fetchingRaces ??= this.fetchPendingRaces().finally(() => {
      this.fetchingRaces = null;
    });
  }

  private async fetchPendingRaces(): Promise<void> {
    while (this.running && this.pendingRaces.size > 0) {
      const [eventId] = this.pendingRaces;
      this.pendingRaces.delete(eventId);
      try {
        await this.hooks.fetchRace(eventId);
      } catch (error) {
        this.hooks.log(
          'warn',
          `Betwatch race ${eventId} could not be fetched: ${(error as Error).message}`,
        );
      }
      await new Promise((resolve) =>
        setTimeout(resolve, RACE_FETCH_GAP_MS).unref(),
      );
    }
  }

  private countFrame(now: number): void {
    const window = this.frameWindow;
    if (now - window.startMs >= FPS_WINDOW_MS) {
      window.previousRate =
        (window.count * 1000) / Math.max(1, now - window.startMs);
      window.startMs = now;
      window.count = 0;
    }
    window.count += 1;
  }

  private rate(): number {
    const window = this.frameWindow;
    const elapsed = this.hooks.now() - window.startMs;
    if (elapsed >= 2 * FPS_WINDOW_MS) return 0;
    return elapsed < 1000
      ? window.previousRate
      : (window.count * 1000) / elapsed;
  }

  private sleep(ms: number): Promise<void> {
    if (this.skipWait) {
      this.skipWait = false;
      return Promise.resolve();
    }
    if (ms <= 0 || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }
}
