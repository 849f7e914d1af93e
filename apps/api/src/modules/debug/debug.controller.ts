import { Controller, Get, Param, Query } from '@nestjs/common';
import { parseFairPriceMethodParam } from '@overlay/domain';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetDebugCalcUseCase } from './application/get-debug-calc.use-case';
import { GetDebugRaceUseCase } from './application/get-debug-race.use-case';
import { GetFlucsUseCase } from './application/get-flucs.use-case';
import { FlucsQueryRequestDto } from './dto/flucs-query.request.dto';
import { toDebugRaceResponse } from './presenters/debug-race.presenter';

/** The EV debug dialog's call and the live race page's initial data (docs/product.md §7). */
@Controller('debug')
@RequirePermission('view_opportunities')
export class DebugController {
  constructor(
    private readonly debugCalc: GetDebugCalcUseCase,
    private readonly debugRace: GetDebugRaceUseCase,
    private readonly flucs: GetFlucsUseCase,
  ) {}

  @Get('promo-calc/:extRaceId/:runnerNumber')
  promoCalc(
    @Param('extRaceId') extRaceId: string,
    @Param('runnerNumber') runnerNumber: string,
    @CurrentUser() user: User,
    @Query('fair_method') fairMethod?: string,
  ) {
    return this.debugCalc.execute(extRaceId, runnerNumber, user.id, parseFairPriceMethodParam(fairMethod));
  }

  /** `fair_method` (on both calls) overrides the viewer's fair-price method setting, as on /api/opportunities. */
  @Get('race/:extRaceId')
  async race(@Param('extRaceId') extRaceId: string, @CurrentUser() user: User, @Query('fair_method') fairMethod?: string) {
    return toDebugRaceResponse(await this.debugRace.execute(extRaceId, user.id, parseFairPriceMethodParam(fairMethod)));
  }

  /** A runner's stored price history per book and its stored fair prices (docs/product.md, flucs). */
  @Get('flucs/:extRaceId')
  flucsOf(@Param('extRaceId') extRaceId: string, @Query() query: FlucsQueryRequestDto, @CurrentUser() user: User) {
    return this.flucs.execute(extRaceId, query.runner, user.id);
  }
}
