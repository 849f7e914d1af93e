import { Controller, Get, Header } from '@nestjs/common';
import type { FeedPingResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { PingFeedUseCase } from './application/ping-feed.use-case';
import { toFeedPingResponse } from './presenters/feed-ping.presenter';

/** 'Test API Connection' (docs/product.md §7): the path keeps the provider's name whatever ODDS_FEED is. */
@Controller('betwatch')
@RequirePermission('view_opportunities')
export class FeedPingController {
  constructor(private readonly pingFeed: PingFeedUseCase) {}

  @Get('ping')
  @Header('Cache-Control', 'no-store')
  async ping(): Promise<FeedPingResponse> {
    return toFeedPingResponse(await this.pingFeed.execute());
  }
}
