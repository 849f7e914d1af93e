import { Injectable } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { RaceListing } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import type { RaceQuery } from './race-query';
import { parseSearchQuery } from '@overlay/ev-engine';
import { raceMatchesSearch } from './race-search';

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
    const search = parseSearchQuery(query.query);
    return races.filter((race) => raceMatchesSearch(race, search));
  }
}
