import { Injectable } from '@nestjs/common';
import { raceNotFound, RaceError } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import { EngineError } from '@overlay/ev-engine';
import type { ViewerContext } from '../../opportunities/application/catalog-snapshot';
import { MarketStateCache } from '../../opportunities/application/market-state.cache';
import { PromoCatalogCache } from '../../opportunities/application/promo-catalog.cache';
import { RaceMarketCache } from '../../opportunities/application/race-market.cache';

/** A race as the debug views value it: the opportunities' own market data and viewer context. */
export interface DebugRace {
  race: RaceMarket;
  viewer: ViewerContext;
  lastUpdated: string | null;
}

/**
 * The race and engine context the opportunities call used for this viewer: the loaded data
 * version when the race is in it, else the race as stored (a closed race, say). The debug views
 * then call the engine on them: one code path, never a recomputation here.
 */
@Injectable()
export class DebugRaceSource {
  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
  ) {}

  async load(extRaceId: string, viewerId: string): Promise<DebugRace> {
    const [state, catalog] = await Promise.all([this.state.current(), this.catalog.current()]);
    const race = await this.markets.findRace(extRaceId, state.dataVersion);
    if (!race) throw raceNotFound(extRaceId);
    return { race, viewer: catalog.contextFor(viewerId), lastUpdated: state.lastUpdated };
  }
}

/** The engine's refusal to value a race (no active runners, no fair price, …) as a 422 naming the race. */
export function unvaluedRace(extRaceId: string, error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  return new RaceError('RACE_NOT_VALUABLE', `Race "${extRaceId}" cannot be valued: ${error.message}`);
}
