import { Injectable } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { BookmakerCoverageCounts, MarketDataState, RaceWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase, RECENTLY_STARTED_MINUTES } from '../../markets';
import { SourceCatalogueCache } from './source-catalogue.cache';

/** Coverage counts the open races of the next 24 hours (and those just started, still open). */
const COVERAGE_WINDOW_MINUTES = 1440;

/** What each bookmaker prices now: the catalogue's switched-on books, the feed's counts and the data's state. */
export interface CoverageReading {
  generatedAt: Date;
  activeNames: readonly string[];
  counts: readonly BookmakerCoverageCounts[];
  totalRaces: number;
  totalRunners: number;
  state: MarketDataState;
}

/** `GET /api/bookmakers/coverage`: what each bookmaker prices now, and how fresh it is. */
@Injectable()
export class GetBookmakerCoverageUseCase {
  constructor(
    private readonly markets: MarketDataRepository,
    private readonly catalogue: SourceCatalogueCache,
    private readonly dataState: GetMarketDataStateUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<CoverageReading> {
    const now = this.clock.now();
    const window: RaceWindow = {
      from: new Date(now.getTime() - RECENTLY_STARTED_MINUTES * 60_000),
      to: new Date(now.getTime() + COVERAGE_WINDOW_MINUTES * 60_000),
      states: ['open'],
    };
    const [counts, races, catalogue, state] = await Promise.all([
      this.markets.bookmakerCoverage(window),
      this.markets.findRaces(window),
      this.catalogue.current(),
      this.dataState.execute(),
    ]);
    return {
      generatedAt: now,
      activeNames: catalogue.bookmakers,
      counts,
      totalRaces: races.length,
      totalRunners: races.reduce((sum, race) => sum + race.activeRunners, 0),
      state,
    };
  }
}
