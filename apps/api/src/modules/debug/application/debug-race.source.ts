import { Injectable } from '@nestjs/common';
import { raceNotFound, RaceError } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { EngineError } from '@overlay/ev-engine';
import { ValuationService } from '../../valuation';
import type { ValuedRace } from '../../valuation';

/** A race as the debug views value it: the opportunities' own market data and viewer context. */
export type DebugRace = ValuedRace;

/**
 * The race and engine context the opportunities call used for this viewer (from valuation): the
 * loaded data version when the race is in it, else the race as stored (a closed race, say). The
 * debug views then call the engine on them: one code path, never a recomputation here.
 */
@Injectable()
export class DebugRaceSource {
  constructor(private readonly valuation: ValuationService) {}

  /** `override`: an explicit fair-price method (the `fair_method` parameter), else the viewer's setting. */
  async load(extRaceId: string, viewerId: string, override: FairPriceMethod | null = null): Promise<DebugRace> {
    const method = await this.valuation.fairMethod(viewerId, override);
    const race = await this.valuation.race(extRaceId, viewerId, method);
    if (!race) throw raceNotFound(extRaceId);
    return race;
  }
}

/** The engine's refusal to value a race (no active runners, no fair price, …) as a 422 naming the race. */
export function unvaluedRace(extRaceId: string, error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  return new RaceError('RACE_NOT_VALUABLE', `Race "${extRaceId}" cannot be valued: ${error.message}`);
}
