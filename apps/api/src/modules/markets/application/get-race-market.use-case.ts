import { Injectable } from '@nestjs/common';
import { MarketDataRepository, raceNotFound } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';

/** One race with runners and prices (`GET /api/runners/:extRaceId`); 404 for an unknown race. */
@Injectable()
export class GetRaceMarketUseCase {
  constructor(private readonly markets: MarketDataRepository) {}

  async execute(extRaceId: string): Promise<RaceMarket> {
    const market = await this.markets.findRaceMarket(extRaceId);
    if (!market) throw raceNotFound(extRaceId);
    return market;
  }
}
