import { Injectable } from '@nestjs/common';
import type { FairPriceMethod, LiveRow } from '@overlay/domain';
import { bestByRunner, buildLiveRows, EngineError } from '@overlay/ev-engine';
import type { DebugRace } from './debug-race.source';
import { DebugRaceSource } from './debug-race.source';

/** A race with its live rows, or why it has none. */
export interface DebugRaceView extends DebugRace {
  rows: LiveRow[];
  bestByRunner: Record<string, LiveRow>;
  /** Why the race has no rows (the engine's reason), else null. */
  unvalued: string | null;
}

/**
 * `GET /api/debug/race/:extRaceId`: the initial data of the live race page (docs/product.md §2): the race,
 * its runners and the engine's live rows at the default retention with the caller's promos. A
 * race the engine cannot value still answers, with no rows and the reason.
 */
@Injectable()
export class GetDebugRaceUseCase {
  constructor(private readonly source: DebugRaceSource) {}

  async execute(extRaceId: string, viewerId: string, fairMethod: FairPriceMethod | null = null): Promise<DebugRaceView> {
    const loaded = await this.source.load(extRaceId, viewerId, fairMethod);
    try {
      const rows = buildLiveRows(loaded.race, loaded.viewer.context);
      return { ...loaded, rows, bestByRunner: bestByRunner(rows), unvalued: null };
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return { ...loaded, rows: [], bestByRunner: {}, unvalued: error.message };
    }
  }
}
