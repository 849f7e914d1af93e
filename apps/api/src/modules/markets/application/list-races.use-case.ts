import { Injectable } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { RaceListing } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import type { RaceQuery } from './race-query';

/** Races that jumped this long ago still list, so the live tracker can show how they ended. */
export const RECENTLY_STARTED_MINUTES = 30;

/** `GET /api/races`: races of the codes starting within the window (and those just started). */
@Injectable()
export class ListRacesUseCase {
  constructor(
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
  ) {}

  execute(query: Pick<RaceQuery, 'withinMinutes' | 'codes'>): Promise<RaceListing[]> {
    const now = this.clock.now().getTime();
    return this.markets.findRaces({
      from: new Date(now - RECENTLY_STARTED_MINUTES * 60_000),
      to: new Date(now + query.withinMinutes * 60_000),
      codes: query.codes,
    });
  }
}
