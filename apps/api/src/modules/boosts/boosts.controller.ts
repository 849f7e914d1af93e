import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import type { ActiveBoostsResponse, BoostResponse } from '@overlay/contracts';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { CreateBoostUseCase } from './application/create-boost.use-case';
import { DeleteBoostUseCase } from './application/delete-boost.use-case';
import { ListActiveBoostsUseCase } from './application/list-active-boosts.use-case';
import { CreateBoostRequestDto } from './dto/create-boost.request.dto';
import { toActiveBoostRow, toBoostRow } from './presenters/boost.presenter';

/** Top-2, Any-Of Win and parlay boosts (docs/product.md §7): everyone reads the active ones; editors write. */
@Controller('boosts')
export class BoostsController {
  constructor(
    private readonly createBoost: CreateBoostUseCase,
    private readonly deleteBoost: DeleteBoostUseCase,
    private readonly listActive: ListActiveBoostsUseCase,
  ) {}

  @Get('active')
  @RequirePermission('view_opportunities')
  @Header('Cache-Control', 'no-store')
  async active(@CurrentUser() viewer: User): Promise<ActiveBoostsResponse> {
    return {
      boosts: (await this.listActive.execute(viewer)).map(toActiveBoostRow),
    };
  }

  @Post()
  @RequirePermission('manage_boosts')
  @UseInterceptors(IdempotencyInterceptor)
  async create(
    @Body() body: CreateBoostRequestDto,
    @CurrentUser() actor: User,
  ): Promise<BoostResponse> {
    const legs = body.legs?.map((leg) => ({
      raceExtId: leg.raceExtId ?? '',
      runnerExtId: leg.runnerExtId,
    }));
    return {
      boost: toBoostRow(
        await this.createBoost.execute({ ...body, legs }, actor),
      ),
    };
  }

  @Delete(':id')
  @RequirePermission('manage_boosts')
  @HttpCode(204)
  async remove(
    @Param('id', uuidParam('Boost')) id: string,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.deleteBoost.execute(id, actor);
  }
}
