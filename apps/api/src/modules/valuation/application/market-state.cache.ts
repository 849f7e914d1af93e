import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import type { FeedHealth, MarketFreshness } from '@overlay/domain';
import { ListBookmakersUseCase } from '../../bookmakers';
import { GetMarketDataStateUseCase } from '../../markets';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { PreparedValue } from '../../../common/cache/prepared-value';
import { Clock } from '../../../common/time/clock';
import { RaceMarketCache } from './race-market.cache';

/** What every opportunities reply depends on besides promos: the data version, its time, the bookmakers. */
export interface ServingState {
  dataVersion: number;
  /** ISO-8601 UTC of the last successful refresh (changes even when the data did not). */
  lastUpdated: string | null;
  /** Switched-on bookmakers of the source catalogue, in its order (docs/feeds.md, "The source catalogue"). */
  bookmakers: readonly string[];
  /** What the freshness rule reads, and its verdict when read (MarketStateCache.freshnessAt judges it again). */
  health: FeedHealth;
  freshness: MarketFreshness;
  /** Epoch ms until which `freshness` holds without new data: a fresh market's staleAt, else forever. */
  freshUntilMs: number;
}

/** Readers wait rather than get a state this far behind (after an idle spell, a slow read). */
const SERVED_LAG_MAX_MS = 3_000;
/** With no reader for this long, new data is read when the next reader comes, not as it is stored. */
const READERS_IDLE_MS = 10_000;
/** Longest a read state waits for its preparers (the replies readers asked lately) before it is served anyway. */
const PREPARERS_WAIT_MS = 1_000;

/** Work done on a state just read, before it is served: readers then find it done. */
export type ServingPreparer = (state: ServingState) => Promise<void>;

/**
 * The serving state: the newest data version whose races are read into memory, so a request
 * does not wait for a version to be read while the market moves (docs/architecture.md, "Serving prepared versions"). A
 * `data_refresh` or `sources_changed` starts the next one at once; a read more than
 * `valuationRecheckMs` (1 s) after the last starts one too, which catches what events do not
 * carry (an unchanged refresh that moved lastUpdated, a refresh missed while the event bus was
 * reconnecting). A state more than SERVED_LAG_MAX_MS behind is not served: readers wait for the
 * next (the first read after an idle spell, when nothing was read as it came: READERS_IDLE_MS).
 * The bookmakers come from the catalogue's own cache.
 */
@Injectable()
export class MarketStateCache implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Opportunities');
  private readonly state: PreparedValue<ServingState>;
  private readonly preparers: ServingPreparer[] = [];

  constructor(
    private readonly marketState: GetMarketDataStateUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
    private readonly markets: RaceMarketCache,
    events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.state = new PreparedValue<ServingState>(
      () => this.load(),
      { ttlMs: config.valuationRecheckMs, maxLagMs: SERVED_LAG_MAX_MS, idleMs: READERS_IDLE_MS },
      (error) => this.logger.warn(`serving state not read again: ${error.message}`),
    );
    events.subscribe('data_refresh', () => this.state.invalidate());
    events.subscribe('sources_changed', () => this.state.invalidate());
  }

  current(): Promise<ServingState> {
    return this.state.get();
  }

  /** The state served now, undefined only before the first is read (then call `current`). */
  peek(): ServingState | undefined {
    return this.state.peek();
  }

  /**
   * Resolves true once the state served holds `dataVersion` or newer (its races read), false
   * when `timeoutMs` passed first: what an event to browsers waits for, so a read it prompts
   * finds the change.
   */
  servedAtLeast(dataVersion: number, timeoutMs: number): Promise<boolean> {
    return this.state.servedWhen((state) => state.dataVersion >= dataVersion, timeoutMs);
  }

  /**
   * Reads the state again and resolves true once it is served, false when `timeoutMs` passed
   * first: a manual refresh's reply waits for it, so the reads it prompts find what it stored
   * (even a refresh that changed nothing moves the time the market was last confirmed).
   */
  servedAfterNow(timeoutMs: number): Promise<boolean> {
    return this.state.refreshedWithin(timeoutMs);
  }

  /**
   * Runs `preparer` on every state read before it is served (bounded by PREPARERS_WAIT_MS): the
   * opportunities replies asked lately are built for it then, not by the first request after it
   * (docs/architecture.md, "Serving prepared versions").
   */
  beforeServing(preparer: ServingPreparer): void {
    this.preparers.push(preparer);
  }

  /** No new reads once shutdown began: the pool is about to close under them. */
  beforeApplicationShutdown(): Promise<void> {
    return this.state.stop();
  }

  /**
   * The market's freshness at `nowMs` (docs/ev-model.md §1), computed when read: a state is kept
   * up to a second, and a stream that falls silent turns the market stale without any new data,
   * so past the kept verdict's `staleAt` it is judged again.
   */
  freshnessAt(state: ServingState, nowMs: number): MarketFreshness {
    return nowMs > state.freshUntilMs ? this.marketState.freshnessAt(state.health, nowMs) : state.freshness;
  }

  /** The market's freshness now. */
  async freshnessNow(): Promise<MarketFreshness> {
    return this.freshnessAt(await this.current(), this.clock.now().getTime());
  }

  private async load(): Promise<ServingState> {
    const [state, bookmakers] = await Promise.all([this.marketState.execute(), this.bookmakers.activeNames()]);
    const { freshness } = state;
    // Served only once its races are in memory: requests meanwhile get the state before it.
    await this.markets.prepare(state.dataVersion, this.clock.now().getTime());
    const serving: ServingState = {
      dataVersion: state.dataVersion,
      lastUpdated: state.lastUpdated,
      bookmakers,
      health: state.health,
      freshness,
      freshUntilMs: freshness.staleAt === null ? Infinity : Date.parse(freshness.staleAt),
    };
    await this.prepared(serving);
    return serving;
  }

  /** Resolves once every preparer settled for `serving`, or after PREPARERS_WAIT_MS (a preparer's failure is its own to log). */
  private async prepared(serving: ServingState): Promise<void> {
    if (this.preparers.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREPARERS_WAIT_MS)));
    try {
      await Promise.race([Promise.allSettled(this.preparers.map((preparer) => preparer(serving))), waited]);
    } finally {
      clearTimeout(timer);
    }
  }
}
