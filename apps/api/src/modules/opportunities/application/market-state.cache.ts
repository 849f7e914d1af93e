import { Injectable } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import { ListBookmakersUseCase } from '../../bookmakers/application/list-bookmakers.use-case';
import { GetMarketDataStateUseCase } from '../../markets/application/get-market-data-state.use-case';
import { RecheckedValue } from '../cache/rechecked-value';

/** What every opportunities reply depends on besides promos: the data version, its time, the bookmakers. */
export interface ServingState {
  dataVersion: number;
  /** ISO-8601 UTC of the last successful refresh (changes even when the data did not). */
  lastUpdated: string | null;
  /** Active bookmaker names: the 17 of spec §9, then active custom ones. */
  bookmakers: readonly string[];
}

/**
 * How long a read of the state is trusted without an event. `data_refresh` invalidates it at
 * once in this process; the re-check catches what events do not carry: another instance's
 * refresh, an unchanged refresh that moved lastUpdated, a custom bookmaker added.
 */
export const SERVING_STATE_TTL_MS = 1000;

/** The serving state, read from the database at most once per second (and after each refresh). */
@Injectable()
export class MarketStateCache {
  private readonly state = new RecheckedValue<ServingState>(() => this.load(), SERVING_STATE_TTL_MS);

  constructor(
    private readonly marketState: GetMarketDataStateUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
    events: EventBus,
  ) {
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
