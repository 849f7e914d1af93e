import { Body, Controller, Get, Header, Post, Req, Res } from '@nestjs/common';
import type { AlertHistoryResponse, TestAlertReply } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import { TestChannelUseCase, toTestAlertReply } from '../channels';
import { AlertHistoryUseCases } from './application/alert-history.use-cases';
import { TestChannelRequestDto } from './dto/test-channel.request.dto';
import { toHistoryJson } from './presenters/alerts.presenter';

/** The notification history and a channel's test (docs/product.md "Alerts"): `/api/users/me/alerts/…`. */
@Controller('users/me/alerts')
@RequirePermission('view_opportunities')
export class AlertHistoryController {
  constructor(
    private readonly alerts: AlertHistoryUseCases,
    private readonly testChannel: TestChannelUseCase,
  ) {}

  @Get('history')
  @Header('Cache-Control', 'no-store')
  async history(@CurrentUser() user: User): Promise<AlertHistoryResponse> {
    return { history: (await this.alerts.history(user.id)).map(toHistoryJson) };
  }

  /** 202 with the stored test alert (sent in the background), or 200 `queued: false` when the channel is not set up. */
  @Post('test')
  @RateLimit('alertTest')
  async test(
    @CurrentUser() user: User,
    @Body() body: TestChannelRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TestAlertReply> {
    // The test alert links to the app itself: there is no real race to open.
    const url = `${request.protocol}://${request.get('host') ?? 'localhost'}/`;
    const reply = toTestAlertReply(await this.testChannel.execute(user.id, body.channel, url));
    response.status(reply.queued ? 202 : 200);
    return reply;
  }
}
