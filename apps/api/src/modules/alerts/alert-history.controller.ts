import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import type { DeliveryOutcome, User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import { AlertHistoryUseCases } from './application/alert-history.use-cases';
import { TestChannelRequestDto } from './dto/test-channel.request.dto';
import { toHistoryJson } from './presenters/alerts.presenter';

/** The notification history and a channel's test (docs/product.md "Alerts"): `/api/users/me/alerts/…`. */
@Controller('users/me/alerts')
@RequirePermission('view_opportunities')
export class AlertHistoryController {
  constructor(private readonly alerts: AlertHistoryUseCases) {}

  @Get('history')
  @Header('Cache-Control', 'no-store')
  async history(@CurrentUser() user: User) {
    return { history: (await this.alerts.history(user.id)).map(toHistoryJson) };
  }

  @Post('test')
  @RateLimit('alertTest')
  @HttpCode(200)
  test(@CurrentUser() user: User, @Body() body: TestChannelRequestDto): Promise<DeliveryOutcome> {
    return this.alerts.test(user.id, body.channel);
  }
}
