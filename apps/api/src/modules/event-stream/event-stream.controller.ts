import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  CurrentSessionId,
  CurrentUser,
} from '../../common/auth/current-user.decorator';
import type { AuthenticatedRequest } from '../../common/auth/request-auth';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { StreamCap } from '../../common/throttle/stream-cap';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { User } from '@overlay/domain';
import { BrowserEventHub } from './http/browser-event-hub';
import { EventStreamRequestDto } from './dto/event-stream.request.dto';

/** GET /api/events (docs/product.md §4 Live updates): one server-sent event stream per signed-in browser. */
@Controller('events')
export class EventStreamController {
  private readonly cap: StreamCap;

  constructor(
    private readonly hub: BrowserEventHub,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cap = new StreamCap(config.eventStream.streamsPerUser);
  }

  @Get()
  @RequirePermission('view_opportunities')
  stream(
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Query() query: EventStreamRequestDto,
  ): void {
    // A stream lives for hours: no idle timeout, and frames leave at once.
    request.socket.setTimeout(0);
    request.socket.setNoDelay(true);
    this.hub.connect(
      response,
      { userId: user.id, sessionId },
      // The browser's own reconnects send the header; the web client's fresh streams the query.
      request.get('last-event-id') ?? query.lastEventId,
    );
    this.cap.admit(user.id, response);
  }
}
