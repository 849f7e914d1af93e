import { Controller, Get, Query } from '@nestjs/common';
import type { MoversResponse, User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetMoversUseCase } from './application/get-movers.use-case';

/** `GET /api/movers?window=5|15|60`: steamers and drifters (the reply is the domain shape). */
@Controller('movers')
@RequirePermission('view_opportunities')
export class MoversController {
  constructor(private readonly getMovers: GetMoversUseCase) {}

  @Get()
  get(
    @Query('window') window: unknown,
    @CurrentUser() user: User,
  ): Promise<MoversResponse> {
    return this.getMovers.execute(window, user.id);
  }
}
