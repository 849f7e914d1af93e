import type { Provider } from '@nestjs/common';
import { FeedSourceRepository, MarketDataRepository } from '@overlay/domain';
import { TypeOrmFeedSourceRepository, TypeOrmMarketDataRepository } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../../common/time/clock';

/** The market-data read ports (abstract classes from @overlay/domain) bound to their adapters. */
export const MARKET_READ_PROVIDERS: Provider[] = [
  {
    provide: MarketDataRepository,
    useFactory: (ds: DataSource) => new TypeOrmMarketDataRepository(ds),
    inject: [DataSource],
  },
  {
    provide: FeedSourceRepository,
    useFactory: (ds: DataSource) => new TypeOrmFeedSourceRepository(ds),
    inject: [DataSource],
  },
  { provide: Clock, useClass: SystemClock },
];
