import type { OddsStreamStatus } from '@overlay/domain';
import type { BetwatchApiClient, BetwatchBudget } from './betwatch-api.client';
import { BetwatchApiError } from './betwatch-api.error';
import { traceStream } from '../stream-trace';
import type { StreamFrame } from './betwatch-frames';
import type { BetwatchMarket } from './betwatch-market';
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
  private failure: { code: string; message: string; atMs: number } | null =
    null;
  private frameWindow = { startMs: 0, count: 0, previousRate: 0 };
  private day = '';
  private dayCheckedMs = 0;
  private readonly pendingRaces = new Set<string>();
  private fetchingRaces: Promise<void> | null = null;

  constructor(
    private readonly api: BetwatchApiClient,
    private readonly market: BetwatchMarket,
    private readonly timing: StreamTiming,
    private readonly hooks: RunnerHooks,
  ) {}

  start(cursor: string | null): void {
    if (this.running) return;
    this.running = true;
    this.cursor = cursor;
    this.day = cursor ? this.hooks.scopeDay() : '';
    this.loopDone = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.connection?.abort();
    this.wake?.();
    await this.loopDone;
    await this.fetchingRaces;
    this.connected = false;
    this.state = 'stopped';
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
      this.fetchRace(frame.data.id);
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
      return base + Math.floor(this.hooks.random() * Math.max(250, base * 0.2));
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
    if (ms <= 0 || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }
}
