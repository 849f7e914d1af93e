import { Controller, Get, Param, Query } from '@nestjs/common';
import type { RaceSearchResponse, RacesResponse, RunnersResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetRunnersUseCase } from './application/get-runners.use-case';
import { ListRacesUseCase } from './application/list-races.use-case';
import { parseRaceQuery } from './application/race-query';
import { SearchRacesUseCase } from './application/search-races.use-case';
import { ListRacesRequestDto, SearchRacesRequestDto } from './dto/race-query.request.dto';
import { toMeetingViews, toRaceListView, toRunnersView } from './presenters/race.presenter';

/** Races and runners from the stored market data (docs/product.md §7). */
@Controller()
@RequirePermission('view_opportunities')
export class MarketsController {
  constructor(
    private readonly listRaces: ListRacesUseCase,
    private readonly searchRaces: SearchRacesUseCase,
    private readonly getRunners: GetRunnersUseCase,
  ) {}

  @Get('races')
  async races(@Query() dto: ListRacesRequestDto): Promise<RacesResponse> {
    const races = await this.listRaces.execute(parseRaceQuery(dto));
    return races.map(toRaceListView);
  }

  @Get('races/search')
  async search(@Query() dto: SearchRacesRequestDto): Promise<RaceSearchResponse> {
    const races = await this.searchRaces.execute(parseRaceQuery(dto));
    return { meetings: toMeetingViews(races) };
  }

  @Get('runners/:extRaceId')
  async runners(@Param('extRaceId') extRaceId: string): Promise<RunnersResponse> {
    const { market, evs } = await this.getRunners.execute(extRaceId);
    return toRunnersView(market, evs);
  }
}
