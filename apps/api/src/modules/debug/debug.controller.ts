import { Controller, Get, Param, Query } from '@nestjs/common';
import type { DebugCalcResult, DebugRaceResponse, FlucsResponse } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetDebugCalcUseCase } from './application/get-debug-calc.use-case';
import { GetDebugRaceUseCase } from './application/get-debug-race.use-case';
import { GetFlucsUseCase } from './application/get-flucs.use-case';
import { FairMethodQueryRequestDto } from './dto/fair-method-query.request.dto';
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
    @Query() query: FairMethodQueryRequestDto,
  ): Promise<DebugCalcResult> {
    return this.debugCalc.execute(extRaceId, runnerNumber, user.id, query.fair_method ?? null, query.commission ?? null);
  }

  /** `fair_method` (on both calls) overrides the viewer's fair-price method setting, as on /api/opportunities. */
  @Get('race/:extRaceId')
  async race(
    @Param('extRaceId') extRaceId: string,
    @CurrentUser() user: User,
    @Query() query: FairMethodQueryRequestDto,
  ): Promise<DebugRaceResponse> {
    return toDebugRaceResponse(await this.debugRace.execute(extRaceId, user.id, query.fair_method ?? null));
  }

  /** A runner's stored price history per book and its stored fair prices (docs/product.md, flucs). */
  @Get('flucs/:extRaceId')
  flucsOf(@Param('extRaceId') extRaceId: string, @Query() query: FlucsQueryRequestDto, @CurrentUser() user: User): Promise<FlucsResponse> {
    return this.flucs.execute(extRaceId, query.runner, user.id);
  }
}
