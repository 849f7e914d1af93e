import { Controller, Get } from '@nestjs/common';
import type { RacesWithoutResultResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ListRacesWithoutResultUseCase } from './application/list-races-without-result.use-case';
import { toRacesWithoutResultResponse } from './presenters/races-without-result.presenter';

/** The admin panel's list of races whose result never came (docs/feeds.md, results). */
@Controller('admin')
@RequirePermission('force_refresh')
export class RacesWithoutResultController {
  constructor(private readonly list: ListRacesWithoutResultUseCase) {}

  @Get('races-without-result')
  async races(): Promise<RacesWithoutResultResponse> {
    return toRacesWithoutResultResponse(await this.list.execute());
  }
}
