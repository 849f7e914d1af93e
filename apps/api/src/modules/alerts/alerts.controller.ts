import { Controller, Get } from '@nestjs/common';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetAlertsUseCase } from './application/get-alerts.use-case';
import { toAlertsResponse } from './presenters/alerts.presenter';
import type { AlertsResponse } from './presenters/alerts.presenter';

/** `GET /api/alerts`: thin: read the request, call the use case, present the result. */
@Controller('alerts')
@RequirePermission('view_opportunities')
export class AlertsController {
  constructor(private readonly getAlerts: GetAlertsUseCase) {}

  @Get()
  async get(@CurrentUser() user: User): Promise<AlertsResponse> {
    return toAlertsResponse(await this.getAlerts.execute(user.id));
  }
}
