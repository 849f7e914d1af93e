import { Injectable } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import { notFound } from '../../../common/errors/domain-error';

/** One race with runners and prices (`GET /api/runners/:extRaceId`); 404 for an unknown race. */
@Injectable()
export class GetRaceMarketUseCase {
  constructor(private readonly markets: MarketDataRepository) {}

  async execute(extRaceId: string): Promise<RaceMarket> {
    const market = await this.markets.findRaceMarket(extRaceId);
    if (!market) throw notFound(`No race with id "${extRaceId}"`, 'RACE_NOT_FOUND');
    return market;
  }
}
