import { Controller, Get, Header, Query } from '@nestjs/common';
import type { User } from '@overlay/domain';
import type { MeasuredRetentionResponse } from '@overlay/contracts';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetMeasuredRetentionUseCase } from './application/get-measured-retention.use-case';
import { MeasuredRetentionQueryRequestDto } from './dto/measured-retention-query.request.dto';
import { toMeasuredRetentionResponse } from './presenters/measured-retention.presenter';

/** `GET /api/retention/measured?commission=`: what a bonus bet at each bookmaker converts to now (docs/ev-model.md §10). */
@Controller('retention')
@RequirePermission('view_opportunities')
export class RetentionController {
  constructor(private readonly measured: GetMeasuredRetentionUseCase) {}

  @Get('measured')
  @Header('Cache-Control', 'private, no-cache')
  async get(@CurrentUser() user: User, @Query() query: MeasuredRetentionQueryRequestDto): Promise<MeasuredRetentionResponse> {
    return toMeasuredRetentionResponse(await this.measured.execute(user.id, query.commission));
  }
}
