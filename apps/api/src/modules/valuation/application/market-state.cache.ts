import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import { ListBookmakersUseCase } from '../../bookmakers';
import { GetMarketDataStateUseCase } from '../../markets';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { RecheckedValue } from '../../../common/cache/rechecked-value';

/** What every opportunities reply depends on besides promos: the data version, its time, the bookmakers. */
export interface ServingState {
  dataVersion: number;
  /** ISO-8601 UTC of the last successful refresh (changes even when the data did not). */
  lastUpdated: string | null;
  /** Active bookmaker names: the 17 of docs/product.md §9, then active custom ones. */
  bookmakers: readonly string[];
}

/**
 * The serving state, read from the database at most once per `valuationRecheckMs` (1 s) and
 * after each `data_refresh`. The re-check catches what events do not carry: an unchanged
 * refresh that moved lastUpdated, a custom bookmaker added, a refresh missed while the event bus
 * was reconnecting.
 */
@Injectable()
export class MarketStateCache {
  private readonly state: RecheckedValue<ServingState>;

  constructor(
    private readonly marketState: GetMarketDataStateUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
    events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.state = new RecheckedValue<ServingState>(() => this.load(), config.valuationRecheckMs);
    events.subscribe('data_refresh', () => this.state.invalidate());
  }

  current(): Promise<ServingState> {
    return this.state.get();
  }

  /** The state when it needs no reading, else undefined (then call `current`). */
  peek(): ServingState | undefined {
    return this.state.peek();
  }

  private async load(): Promise<ServingState> {
    const [state, bookmakers] = await Promise.all([this.marketState.execute(), this.bookmakers.activeNames()]);
    return { dataVersion: state.dataVersion, lastUpdated: state.lastUpdated, bookmakers };
  }
}
