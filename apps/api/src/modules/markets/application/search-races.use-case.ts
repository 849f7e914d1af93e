import { Injectable } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { RaceListing } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import type { RaceQuery } from './race-query';
import { matchesRaceSearch, parseRaceSearch } from './race-search.util';

/**
 * `GET /api/races/search` (promo and boost pickers): open races not yet started within the
 * window whose venue, venue alias or race name matches the query.
 */
@Injectable()
export class SearchRacesUseCase {
  constructor(
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
  ) {}

  async execute(query: RaceQuery): Promise<RaceListing[]> {
    const now = this.clock.now().getTime();
    const races = await this.markets.findRaces({
      from: new Date(now),
      to: new Date(now + query.withinMinutes * 60_000),
      codes: query.codes,
      states: ['open'],
    });
    const search = parseRaceSearch(query.query);
    return races.filter((race) => matchesRaceSearch(race, search));
  }
}
