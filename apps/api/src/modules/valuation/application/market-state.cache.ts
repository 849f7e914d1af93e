import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import type { FeedHealth, MarketFreshness } from '@overlay/domain';
import { ListBookmakersUseCase } from '../../bookmakers';
import { GetMarketDataStateUseCase } from '../../markets';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { RecheckedValue } from '../../../common/cache/rechecked-value';
import { Clock } from '../../../common/time/clock';

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

/**
 * The serving state, read from the database at most once per `valuationRecheckMs` (1 s) and
 * after each `data_refresh`. The re-check catches what events do not carry: an unchanged
 * refresh that moved lastUpdated, a refresh missed while the event bus was reconnecting. The
 * bookmakers come from the catalogue's own cache (read again on `sources_changed`).
 */
@Injectable()
export class MarketStateCache {
  private readonly state: RecheckedValue<ServingState>;

  constructor(
    private readonly marketState: GetMarketDataStateUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
    events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.state = new RecheckedValue<ServingState>(() => this.load(), config.valuationRecheckMs);
    events.subscribe('data_refresh', () => this.state.invalidate());
    events.subscribe('sources_changed', () => this.state.invalidate());
  }

  current(): Promise<ServingState> {
    return this.state.get();
  }

  /** The state when it needs no reading, else undefined (then call `current`). */
  peek(): ServingState | undefined {
    return this.state.peek();
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
    return {
      dataVersion: state.dataVersion,
      lastUpdated: state.lastUpdated,
      bookmakers,
      health: state.health,
      freshness,
      freshUntilMs: freshness.staleAt === null ? Infinity : Date.parse(freshness.staleAt),
    };
  }
}
