import { Injectable } from '@nestjs/common';
import { marketStaleMessage, parseCommissionParam, RaceError } from '@overlay/domain';
import type { DebugCalcResult, FairPriceMethod } from '@overlay/domain';
import { computeDebugCalc } from '@overlay/ev-engine';
import { DebugRaceSource, unvaluedRace } from './debug-race.source';

/** A runner number from the path: a whole number from 1 (else 400). */
export function parseRunnerNumber(text: string): number {
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1)) throw new RaceError('RACE_RUNNER_NUMBER_INVALID', `Runner number must be a whole number from 1 (got "${text}")`);
  return value;
}

/**
 * `GET /api/debug/promo-calc/:extRaceId/:runnerNumber` (docs/product.md §3 debug-calc): the engine's own
 * breakdown of one runner, valued with the caller's promos, as the opportunity rows were, with the
 * market's freshness now (a stale market marks every row stale: the first note says why).
 */
@Injectable()
export class GetDebugCalcUseCase {
  constructor(private readonly source: DebugRaceSource) {}

  async execute(
    extRaceId: string,
    runnerNumberText: string,
    viewerId: string,
    fairMethod: FairPriceMethod | null = null,
    commissionParam: string | null = null,
  ): Promise<DebugCalcResult> {
    const runnerNumber = parseRunnerNumber(runnerNumberText);
    // The lock figures at the request's commission, else the viewer's, as their rows (docs/ev-model.md §10).
    const commission = await this.source.commission(viewerId, parseCommissionParam(commissionParam));
    const { race, viewer } = await this.source.loadAsRows(extRaceId, viewerId, fairMethod, commission);
    const runner = race.runners.find((candidate) => candidate.number === runnerNumber);
    if (!runner) throw new RaceError('RACE_RUNNER_NOT_FOUND', `No runner number ${runnerNumber} in race "${extRaceId}"`);
    if (runner.scratched) {
      throw new RaceError('RACE_RUNNER_SCRATCHED', `Runner number ${runnerNumber} in race "${extRaceId}" is scratched`);
    }
    let result: DebugCalcResult;
    try {
      result = computeDebugCalc(race, runnerNumber, viewer.context, commission);
    } catch (error) {
      throw unvaluedRace(extRaceId, error);
    }
    // The market's freshness now, as the rows show it (docs/ev-model.md §1): one rule for both.
    const marketFreshness = await this.source.marketFreshness();
    const stale = marketStaleMessage(marketFreshness, (iso) => `${iso.slice(11, 19)} UTC`);
    return {
      ...result,
      marketFreshness,
      notes: stale ? [`${stale.title}. ${stale.description}`, ...result.notes] : result.notes,
    };
  }
}
