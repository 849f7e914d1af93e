import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { User } from '@overlay/domain';
import type { Response } from 'express';
import { CurrentSessionId, CurrentUser } from '../../common/auth/current-user.decorator';
import type { AuthenticatedRequest } from '../../common/auth/request-auth';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { StreamCap } from '../../common/throttle/stream-cap';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { GetLiveHistoryUseCase } from './application/get-live-history.use-case';
import { OpenLiveStreamUseCase } from './application/open-live-stream.use-case';
import { LiveHistoryQueryRequestDto, LiveStreamQueryRequestDto } from './dto/live-query.request.dto';
import { LiveRaceHub } from './http/live-race-hub';
import { toLiveHistoryResponse } from './presenters/live-history.presenter';
import type { LiveHistoryResponse } from '@overlay/contracts';

/**
 * The live race tracker (docs/product.md §2, §7): a server-sent stream of ticks per race and the race's
 * price history, for promo_editor and admin (`use_live_tracker`; a member gets 403).
 */
@Controller('live')
@RequirePermission('use_live_tracker')
export class LiveController {
  private readonly cap: StreamCap;

  constructor(
    private readonly openStream: OpenLiveStreamUseCase,
    private readonly history: GetLiveHistoryUseCase,
    private readonly hub: LiveRaceHub,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cap = new StreamCap(config.eventStream.streamsPerUser);
  }

  @Get('race/:extRaceId')
  async stream(
    @Param('extRaceId') extRaceId: string,
    @Query() query: LiveStreamQueryRequestDto,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
  ): Promise<void> {
    // A stream lives as long as the page: no idle timeout, and frames leave at once.
    request.socket.setTimeout(0);
    request.socket.setNoDelay(true);
    const start = await this.openStream.execute(extRaceId, query, user.id);
    this.hub.connect(response, { userId: user.id, sessionId }, start);
    // Only a stream that opened counts (an unknown race throws its 404 before this line).
    this.cap.admit(user.id, response);
  }

  @Get('race/:extRaceId/history')
  async raceHistory(
    @Param('extRaceId') extRaceId: string,
    @Query() query: LiveHistoryQueryRequestDto,
    @CurrentUser() user: User,
  ): Promise<LiveHistoryResponse> {
    return toLiveHistoryResponse(await this.history.execute(extRaceId, query, user.id));
  }
}
