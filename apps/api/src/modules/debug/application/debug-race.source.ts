import { Injectable } from '@nestjs/common';
import { raceNotFound, RaceError } from '@overlay/domain';
import type { FairPriceMethod, MarketFreshness } from '@overlay/domain';
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

  /**
   * The race valued as the viewer's rows are (docs/ev-model.md §10): their fair-price method and,
   * when they chose it, the market's measured retention at `commission` (a fraction).
   */
  async loadAsRows(extRaceId: string, viewerId: string, override: FairPriceMethod | null, commission: number): Promise<DebugRace> {
    const settings = await this.valuation.viewerSettings(viewerId);
    const measured = settings.retentionSource === 'measured' ? await this.valuation.measuredRetention(commission) : null;
    const race = await this.valuation.race(extRaceId, viewerId, override ?? settings.fairMethod, measured);
    if (!race) throw raceNotFound(extRaceId);
    return race;
  }

  /** The commission the viewer's rows are hedged at: the request's (a fraction), else their setting. */
  async commission(viewerId: string, override: number | null): Promise<number> {
    return override ?? (await this.valuation.viewerSettings(viewerId)).commissionPct / 100;
  }

  /** The whole market's freshness now, as the rows judge it. */
  marketFreshness(): Promise<MarketFreshness> {
    return this.valuation.marketFreshness();
  }
}

/** The engine's refusal to value a race (no active runners, no fair price, …) as a 422 naming the race. */
export function unvaluedRace(extRaceId: string, error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  return new RaceError('RACE_NOT_VALUABLE', `Race "${extRaceId}" cannot be valued: ${error.message}`);
}
