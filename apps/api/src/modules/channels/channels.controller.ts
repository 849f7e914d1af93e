import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AlertChannelError, isPersonalChannelKind } from '@overlay/domain';
import type { PersonalChannelKind, User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import { GetChannelSetupUseCase } from './application/get-channel-setup.use-case';
import { RemoveChannelUseCase } from './application/remove-channel.use-case';
import { SavePushSubscriptionUseCase } from './application/save-push-subscription.use-case';
import { SetEmailAddressUseCase } from './application/set-email-address.use-case';
import { StartTelegramPairingUseCase } from './application/start-telegram-pairing.use-case';
import { TestChannelUseCase } from './application/test-channel.use-case';
import { toTestAlertReply } from './presenters/test-alert.presenter';
import { SavePushSubscriptionRequestDto } from './dto/save-push-subscription.request.dto';
import { SetEmailAddressRequestDto } from './dto/set-email-address.request.dto';
import {
  toChannelsResponse,
  toPairingResponse,
} from './presenters/channels.presenter';
import type { ChannelsResponse, EmailAddressResponse, TelegramPairingResponse, TestAlertReply } from '@overlay/contracts';

function channelKind(kind: string): PersonalChannelKind {
  if (!isPersonalChannelKind(kind))
    throw new AlertChannelError('CHANNEL_KIND_UNKNOWN');
  return kind;
}

/** The signed-in user's own alert channels (docs/product.md, "Alert channels"). */
@Controller('users/me/channels')
@RequirePermission('view_opportunities')
export class ChannelsController {
  constructor(
    private readonly getSetup: GetChannelSetupUseCase,
    private readonly savePush: SavePushSubscriptionUseCase,
    private readonly startPairing: StartTelegramPairingUseCase,
    private readonly setEmail: SetEmailAddressUseCase,
    private readonly removeChannel: RemoveChannelUseCase,
    private readonly testChannel: TestChannelUseCase,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async get(@CurrentUser() user: User): Promise<ChannelsResponse> {
    return toChannelsResponse(await this.getSetup.execute(user.id));
  }

  @Put('push')
  @HttpCode(204)
  async subscribe(
    @CurrentUser() user: User,
    @Body() body: SavePushSubscriptionRequestDto,
  ): Promise<void> {
    await this.savePush.execute(user.id, {
      endpoint: body.endpoint,
      p256dh: body.p256dh,
      auth: body.auth,
    });
  }

  @Post('telegram/pairing')
  @RateLimit('telegramPairing')
  async pair(
    @CurrentUser() user: User,
  ): Promise<TelegramPairingResponse> {
    return toPairingResponse(await this.startPairing.execute(user.id));
  }

  @Put('email')
  async email(
    @CurrentUser() user: User,
    @Body() body: SetEmailAddressRequestDto,
  ): Promise<EmailAddressResponse> {
    return { address: await this.setEmail.execute(user.id, body.address) };
  }

  @Delete(':kind')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
  ): Promise<void> {
    await this.removeChannel.execute(user.id, channelKind(kind));
  }

  /** 202 with the stored test alert (sent in the background), or 200 `queued: false` when the channel is not set up. */
  @Post(':kind/test')
  @RateLimit('channelTest')
  async test(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TestAlertReply> {
    // The test alert links to the app itself: there is no real race to open.
    const url = `${request.protocol}://${request.get('host') ?? 'localhost'}/`;
    const reply = toTestAlertReply(await this.testChannel.execute(user.id, channelKind(kind), url));
    response.status(reply.queued ? 202 : 200);
    return reply;
  }
}
