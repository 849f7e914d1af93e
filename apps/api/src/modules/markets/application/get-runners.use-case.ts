import { Injectable } from '@nestjs/common';
import type { RaceMarket } from '@overlay/domain';
import { GetRaceMarketUseCase } from './get-race-market.use-case';
import { quoteEvs } from './quote-ev.util';
import type { QuoteEvs } from './quote-ev.util';

/** `GET /api/runners/:extRaceId`: the race's runners and prices with each win quote's base EV; 404 for an unknown race. */
@Injectable()
export class GetRunnersUseCase {
  constructor(private readonly getRaceMarket: GetRaceMarketUseCase) {}

  async execute(extRaceId: string): Promise<{ market: RaceMarket; evs: QuoteEvs }> {
    const market = await this.getRaceMarket.execute(extRaceId);
    return { market, evs: quoteEvs(market) };
  }
}
