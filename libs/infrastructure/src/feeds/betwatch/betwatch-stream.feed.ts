import type {
  FeedPing,
  MarketChangeBatch,
  MarketSnapshot,
  OddsFeed,
  OddsStream,
  OddsStreamResume,
  OddsStreamStatus,
  SnapshotRace,
} from '@overlay/domain';
import { RESULT_LONGEST_WAIT_MS } from '@overlay/domain';
import { OddsFeedError } from '../odds-feed.error';
import { traceStream } from '../stream-trace';
import { BetwatchApiClient } from './betwatch-api.client';
import { bootstrapScope, fetchRace, scopeAt } from './betwatch-bootstrap';
import type { BetwatchScope } from './betwatch-bootstrap';
import { BetwatchMarket } from './betwatch-market';
import { exportIndex, restoreMarket } from './betwatch-market.index';
import type { BetwatchMarketIndex } from './betwatch-market.index';
import { snapshotRaceOf } from './betwatch-race.view';
import { RunnerViews } from './betwatch-runner-views';
import { catalogueOf, SourcesWatch } from './betwatch-sources';
import { StreamRunner } from './betwatch-stream.runner';
import type { BwStreamContinuation } from './betwatch.types';

export const BETWATCH_V1_DEFAULT_URL = 'https://api-beta.betwatch.com';
/** Races that started this long before the scope's first day are no longer held. */
const FORGET_AFTER_MS = 12 * 3_600_000;

export interface BetwatchStreamFeedOptions {
  /** FEED_URL: the v1 host, default https://api-beta.betwatch.com. */
  url?: string | null;
  /** FEED_API_KEY, sent as `X-API-Key`. */
  apiKey?: string | null;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Logs a line a person can act on (stream_limit, quota, resyncs). */
  log?: (level: 'log' | 'warn', message: string) => void;
  /** Timeouts and backoff bounds (tests shorten them). */
  timing?: Partial<StreamTiming>;
}

export interface StreamTiming {
  requestTimeoutMs: number;
  /** Full-jitter reconnect backoff after a drop: 500 ms doubling to this (the SDK's 8 s). */
  maxReconnectDelayMs: number;
  /** Wait before trying again after stream_limit (another client holds the stream). */
  streamLimitRetryMs: number;
  /** Wait before trying again after quota_exceeded (it resets monthly). */
  quotaRetryMs: number;
  /** Wait after a refusal a person must fix (key, plan). */
  refusedRetryMs: number;
  silenceMs: number;
  /** The longest wait between two asks for a final race's result. */
  resultMaxWaitMs: number;
  /** How often the held market is compared with one snapshot page (docs/feeds.md, drift). */
  driftCheckMs: number;
}

const DEFAULT_TIMING: StreamTiming = {
  requestTimeoutMs: 60_000,
  maxReconnectDelayMs: 8_000,
  streamLimitRetryMs: 60_000,
  quotaRetryMs: 15 * 60_000,
  refusedRetryMs: 5 * 60_000,
  silenceMs: 60_000,
  resultMaxWaitMs: RESULT_LONGEST_WAIT_MS,
  driftCheckMs: 3 * 60_000,
};

/**
 * `ODDS_FEED=betwatch`: the Betwatch Racing API v1. As an OddsStream (the leader's): bootstrap
 * today's and tomorrow's AU/NZ racing from `/v1/snapshot`, then hold one `/v1/stream` for the
 * whole scope, applying frames to the held market as they arrive; the leader drains the changed
 * races every 250 ms. As an OddsFeed (a manual refresh, any instance): the held market when this
 * instance streams, else one REST bootstrap.
 */
export class BetwatchStreamFeed implements OddsFeed, OddsStream {
  readonly kind = 'betwatch' as const;
  readonly url: string;
  readonly market = new BetwatchMarket();
  private readonly api: BetwatchApiClient | null;
  private readonly runner: StreamRunner | null;
  private readonly now: () => number;
  private continuation: BwStreamContinuation | null = null;
  private bootstrapPending = false;
  /**
   * True while a bootstrap's snapshot pages are being read: the held market then has the pages
   * read so far, which must not leave as ordinary changes (the data_refresh would not say `full`).
   */
  private bootstrapping = false;
  private lastFetchError: string | null = null;
  private lastSuccessAt: string | null = null;
  /** The held sources as last drained: a batch declares them only when they changed. */
  private readonly sourcesWatch = new SourcesWatch();
  /** The runners of the races built last: a drain rebuilds only the runners that changed. */
  private readonly runnerViews = new RunnerViews();

  constructor(readonly options: BetwatchStreamFeedOptions = {}) {
    this.url = options.url?.trim() || BETWATCH_V1_DEFAULT_URL;
    this.now = options.now ?? Date.now;
    // Once per source name (docs/feeds.md, mapping): its kind is new to the product.
    this.market.onUnknownSource = (source) =>
      this.options.log?.(
        'warn',
        `Betwatch source ${source.name} (${source.id}) is of kind '${String(source.kind)}', unknown to the product: left out, its quotes priced nowhere (${this.market.unknownSources.size} such source(s))`,
      );
    const timing = { ...DEFAULT_TIMING, ...options.timing };
    const apiKey = options.apiKey?.trim();
    this.api = apiKey
      ? new BetwatchApiClient({
          baseUrl: this.url,
          apiKey,
          fetch: options.fetch,
          random: options.random,
          timeoutMs: timing.requestTimeoutMs,
          onRetry: (retry) => this.runner?.apiRetrying(retry),
        })
      : null;
    const api = this.api;
    this.runner = api
      ? new StreamRunner(api, this.market, timing, {
          random: options.random ?? Math.random,
          now: this.now,
          log: options.log ?? (() => undefined),
          bootstrap: () => this.bootstrap(),
          fetchRace: (id) => fetchRace(api, this.market, id),
          continuation: () => this.continuation,
          scopeDay: () => scopeAt(this.now()).day,
          scope: () => scopeAt(this.now()),
        })
      : null;
  }

  start(resume: OddsStreamResume | null): void {
    const runner = this.requireRunner();
    const index = resume?.index as
      | (BetwatchMarketIndex & { continuation?: BwStreamContinuation })
      | undefined;
    const restored =
      resume && index?.continuation
        ? restoreMarket(this.market, index, resume.races)
        : 0;
    // A position taken on another racing day follows yesterday's scope: bootstrap today's
    // instead (the rebuilt market stays meanwhile).
    const sameDay =
      index?.continuation?.startFrom === scopeAt(this.now()).startFrom;
    if (resume && index?.continuation && restored > 0 && sameDay) {
      this.continuation = index.continuation;
      runner.start(resume.cursor);
    } else {
      runner.start(null);
    }
  }

  stop(): Promise<void> {
    return this.runner?.stop() ?? Promise.resolve();
  }

  drain(only?: ReadonlySet<string>): MarketChangeBatch | null {
    if (this.bootstrapping) return null;
    if (only) return this.drainOnly(only);
    const ids = this.market.takeChanged();
    traceStream('drained', ids, { races: ids.length });
    const index = this.market.indexDirty
      ? { ...exportIndex(this.market), continuation: this.continuation }
      : null;
    const bootstrap = this.bootstrapPending;
    if (ids.length === 0 && index === null && !this.runner?.cursorMoved())
      return null;
    this.market.indexDirty = false;
    this.bootstrapPending = false;
    const races = this.viewOf(ids);
    const sources = this.sourcesWatch.changed(this.market, bootstrap);
    return {
      races,
      asOf: new Date(this.now()).toISOString(),
      cursor: this.runner?.takeCursor() ?? null,
      bootstrap,
      index,
      ...(sources ? { sources } : {}),
    };
  }

  /** The changes of some races only (see OddsStream.drain). */
  private drainOnly(only: ReadonlySet<string>): MarketChangeBatch | null {
    // A bootstrap is stored whole, in one batch.
    if (this.bootstrapPending) return null;
    const ids = this.market.takeChanged(only);
    if (ids.length === 0) return null;
    traceStream('drained', ids, { races: ids.length, only: true });
    return {
      races: this.viewOf(ids),
      asOf: new Date(this.now()).toISOString(),
      cursor: null,
      bootstrap: false,
      index: null,
    };
  }

  reconnect(): void {
    this.runner?.reconnectNow();
  }

  /** Runs the drift check now instead of at its next beat (tests; docs/feeds.md, drift). */
  checkDriftNow(): Promise<void> {
    return this.runner?.checkDriftNow() ?? Promise.resolve();
  }

  chaseResults(extRaceIds: readonly string[]): void {
    for (const id of extRaceIds) this.runner?.results.want(id);
  }

  status(): OddsStreamStatus {
    return (
      this.runner?.status(this.api?.budget ?? null) ??
      stoppedStatus('FEED_API_KEY is not set')
    );
  }

  async fetchSnapshot(now: Date): Promise<MarketSnapshot> {
    try {
      if (!this.runner?.isLive()) await this.bootstrap();
      this.lastFetchError = null;
      this.lastSuccessAt = new Date(this.now()).toISOString();
      return {
        generatedAt: now.toISOString(),
        races: this.viewOf([...this.market.races.keys()]),
        sources: catalogueOf(this.market),
      };
    } catch (error) {
      const failure =
        error instanceof OddsFeedError
          ? error
          : new OddsFeedError('betwatch', (error as Error).message, {
              cause: error,
            });
      this.lastFetchError = failure.message;
      throw failure;
    }
  }

  async ping(): Promise<FeedPing> {
    const status = this.status();
    const history = {
      lastError: this.lastFetchError ?? status.lastError,
      lastSuccessAt: this.lastSuccessAt,
    };
    if (!this.api)
      return {
        ok: false,
        status:
          'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=betwatch) needs a key',
        ...history,
      };
    return {
      ok: true,
      status: `OK: Betwatch ${this.url} (${status.state})`,
      ...history,
    };
  }

  private async bootstrap(): Promise<void> {
    const scope: BetwatchScope = scopeAt(this.now());
    this.bootstrapping = true;
    const result = await bootstrapScope(this.requireApi(), this.market, scope).finally(() => {
      this.bootstrapping = false;
    });
    this.continuation = result.continuation;
    // Races of days gone by leave the held market (their stored state stays as it is).
    const before = Date.parse(scope.startFrom) - FORGET_AFTER_MS;
    for (const race of [...this.market.races.values()]) {
      if (Date.parse(race.startAt) < before) this.market.forget(race.id);
    }
    this.market.indexDirty = true;
    this.bootstrapPending = true;
    this.runner?.resetCursor(result.continuation.cursor);
    this.options.log?.(
      'log',
      `Betwatch bootstrap: ${result.races} races in ${result.pages} snapshot pages, ${result.venues} venues (cursor taken before the first page)`,
    );
  }

  /** One held race in the snapshot format (null when unknown or not AU/NZ racing). */
  raceView(id: string): SnapshotRace | null {
    const race = this.market.races.get(id);
    return race ? snapshotRaceOf(this.market, race, this.runnerViews) : null;
  }

  private viewOf(ids: readonly string[]): SnapshotRace[] {
    const races: SnapshotRace[] = [];
    for (const id of ids) {
      const view = this.raceView(id);
      if (view) races.push(view);
    }
    return races.sort(
      (a, b) =>
        a.startTime.localeCompare(b.startTime) ||
        a.extRaceId.localeCompare(b.extRaceId),
    );
  }

  private requireApi(): BetwatchApiClient {
    if (!this.api)
      throw new OddsFeedError(
        'betwatch',
        'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=betwatch) needs a key',
      );
    return this.api;
  }

  private requireRunner(): StreamRunner {
    this.requireApi();
    if (!this.runner)
      throw new OddsFeedError('betwatch', 'FEED_API_KEY is not set');
    return this.runner;
  }
}

function stoppedStatus(reason: string): OddsStreamStatus {
  return {
    state: 'stopped',
    connected: false,
    cursor: null,
    cursorAt: null,
    framesPerSecond: 0,
    reconnects: 0,
    malformedFrames: 0,
    driftQuotes: 0,
    lastErrorCode: 'not_configured',
    lastError: reason,
    lastErrorAt: null,
    rateLimitRemaining: null,
    quotaRemaining: null,
    quotaResetAt: null,
  };
}
