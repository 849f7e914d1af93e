import { Injectable } from '@nestjs/common';
import type { RaceMarket } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import type { ValuedRace } from '../../valuation';
import type { TickMarket } from './live-messages';

/**
 * A watched race as valuation serves it (the shared store, fresh after every `data_refresh` of any
 * instance), read again only when the data version moved: a tick of an unchanged market costs no
 * query, however many viewers and intervals. A race a `data_refresh` named is read as stored
 * when valuation does not serve that version yet (it serves a version once every changed race of
 * it is read: docs/architecture.md, "Serving prepared versions"), so its viewers get the change
 * after one race's read, not the whole version's.
 */
@Injectable()
export class LiveRaceSource {
  private readonly races = new Map<string, { dataVersion: number; race: RaceMarket }>();
  /** Per race, the newest version a data_refresh named it in; `everyRace` for one naming none. */
  private readonly announced = new Map<string, number>();
  private everyRace = 0;

  constructor(private readonly valuation: ValuationService) {}

  async load(extRaceId: string, viewerId: string): Promise<(ValuedRace & { market: TickMarket }) | null> {
    const current = await this.valuation.current(viewerId);
    // Judged at each tick: a stream falling silent turns the market stale with no new data.
    const market: TickMarket = {
      freshness: await this.valuation.marketFreshness(),
      streamed: current.health.delivery === 'stream',
    };
    const wanted = Math.max(current.dataVersion, this.announced.get(extRaceId) ?? 0, this.everyRace);
    const kept = this.races.get(extRaceId);
    if (kept && kept.dataVersion >= wanted) {
      return { race: kept.race, viewer: current.viewer, lastUpdated: current.lastUpdated, market };
    }
    const valued = await this.valuation.race(extRaceId, viewerId, 'default', null, wanted);
    if (valued) this.races.set(extRaceId, { dataVersion: wanted, race: valued.race });
    return valued ? { ...valued, market } : null;
  }

  /** A data_refresh of `version` named these races (null: it named none, so any may have changed). */
  changed(raceIds: readonly string[] | null, version: number): void {
    if (raceIds === null) this.everyRace = Math.max(this.everyRace, version);
    else for (const id of raceIds) this.announced.set(id, Math.max(this.announced.get(id) ?? 0, version));
  }

  /** The active bookmakers (the `books` parameter is checked against them). */
  async activeBookmakers(viewerId: string): Promise<readonly string[]> {
    return (await this.valuation.current(viewerId)).bookmakers;
  }

  forget(extRaceId: string): void {
    this.races.delete(extRaceId);
    this.announced.delete(extRaceId);
  }
}
