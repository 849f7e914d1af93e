import { Controller, Get, Header } from '@nestjs/common';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { PingFeedUseCase } from './application/ping-feed.use-case';

/** 'Test API Connection' (docs/product.md §7): the path keeps the provider's name whatever ODDS_FEED is. */
@Controller('betwatch')
@RequirePermission('view_opportunities')
export class FeedPingController {
  constructor(private readonly pingFeed: PingFeedUseCase) {}

  @Get('ping')
  @Header('Cache-Control', 'no-store')
  ping() {
    return this.pingFeed.execute();
  }
}
