import { Injectable } from '@nestjs/common';
import type { RaceMarket } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import type { ValuedRace } from '../../valuation';
import type { TickMarket } from './live-messages';

/**
 * A watched race as valuation serves it (the shared store, fresh after every `data_refresh` of any
 * instance), read again only when the data version moved: a tick of an unchanged market costs no
 * query, however many viewers and intervals.
 */
@Injectable()
export class LiveRaceSource {
  private readonly races = new Map<string, { dataVersion: number; race: RaceMarket }>();

  constructor(private readonly valuation: ValuationService) {}

  async load(extRaceId: string, viewerId: string): Promise<(ValuedRace & { market: TickMarket }) | null> {
    const current = await this.valuation.current(viewerId);
    // Judged at each tick: a stream falling silent turns the market stale with no new data.
    const market: TickMarket = {
      freshness: await this.valuation.marketFreshness(),
      streamed: current.health.delivery === 'stream',
    };
    const kept = this.races.get(extRaceId);
    if (kept && kept.dataVersion === current.dataVersion) {
      return { race: kept.race, viewer: current.viewer, lastUpdated: current.lastUpdated, market };
    }
    const valued = await this.valuation.race(extRaceId, viewerId);
    if (valued) this.races.set(extRaceId, { dataVersion: current.dataVersion, race: valued.race });
    return valued ? { ...valued, market } : null;
  }

  /** The active bookmakers (the `books` parameter is checked against them). */
  async activeBookmakers(viewerId: string): Promise<readonly string[]> {
    return (await this.valuation.current(viewerId)).bookmakers;
  }

  forget(extRaceId: string): void {
    this.races.delete(extRaceId);
  }
}
