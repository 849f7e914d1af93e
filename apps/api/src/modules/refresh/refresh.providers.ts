import type { Provider } from '@nestjs/common';
import { MarketIngestRepository } from '@overlay/domain';
import { PostgresLeaderLock, TypeOrmMarketIngestRepository } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../../common/time/clock';
import { LeaderLock } from './leader/leader-lock.port';
import { oddsFeedProvider } from './odds-feed.provider';

/** The refresh side's ports bound to their adapters. */
export const REFRESH_PROVIDERS: Provider[] = [
  oddsFeedProvider,
  {
    provide: MarketIngestRepository,
    useFactory: (ds: DataSource) => new TypeOrmMarketIngestRepository(ds),
    inject: [DataSource],
  },
  {
    provide: LeaderLock,
    // A dedicated connection outside the pool: the lock lives as long as that session.
    useFactory: (ds: DataSource): LeaderLock => {
      if (ds.options.type !== 'postgres' || !ds.options.url) throw new Error('The leader lock needs a PostgreSQL URL');
      return new PostgresLeaderLock(ds.options.url);
    },
    inject: [DataSource],
  },
  { provide: Clock, useClass: SystemClock },
];
