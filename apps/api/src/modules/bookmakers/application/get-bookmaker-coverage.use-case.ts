import { Injectable } from '@nestjs/common';
import { BookmakerRepository, MarketDataRepository } from '@overlay/domain';
import type { RaceWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase, RECENTLY_STARTED_MINUTES } from '../../markets';
import { toCoverageEntries } from './bookmaker-coverage';
import type { CoverageResponse } from '@overlay/contracts';

/** Coverage counts the open races of the next 24 hours (and those just started, still open). */
const COVERAGE_WINDOW_MINUTES = 1440;

/** `GET /api/bookmakers/coverage`: what each bookmaker prices now, and how fresh it is. */
@Injectable()
export class GetBookmakerCoverageUseCase {
  constructor(
    private readonly markets: MarketDataRepository,
    private readonly bookmakers: BookmakerRepository,
    private readonly dataState: GetMarketDataStateUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<CoverageResponse> {
    const now = this.clock.now();
    const window: RaceWindow = {
      from: new Date(now.getTime() - RECENTLY_STARTED_MINUTES * 60_000),
      to: new Date(now.getTime() + COVERAGE_WINDOW_MINUTES * 60_000),
      states: ['open'],
    };
    const [counts, races, activeNames, state] = await Promise.all([
      this.markets.bookmakerCoverage(window),
      this.markets.findRaces(window),
      this.bookmakers.findActiveNames(),
      this.dataState.execute(),
    ]);
    return {
      ...toCoverageEntries(activeNames, counts, state),
      _meta: {
        generatedAt: now.toISOString(),
        dataVersion: state.dataVersion,
        lastUpdated: state.lastUpdated,
        totalRaces: races.length,
        totalRunners: races.reduce((sum, race) => sum + race.activeRunners, 0),
        stale: state.stale,
        source: state.source,
        lastError: state.lastError,
        lastErrorCode: state.lastErrorCode ?? null,
      },
    } as CoverageResponse;
  }
}
