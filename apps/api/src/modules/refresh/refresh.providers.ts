import type { Provider } from '@nestjs/common';
import { PostgresLeaderLock } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { LeaderLock } from './leader/leader-lock.port';
import { oddsFeedProvider, oddsStreamProvider } from './odds-feed.provider';

/** The refresh side's own ports (the odds feed and stream, the leader lock), which its jobs start and stop. */
export const REFRESH_PROVIDERS: Provider[] = [
  oddsFeedProvider,
  oddsStreamProvider,
  {
    provide: LeaderLock,
    // A dedicated connection outside the pool: the lock lives as long as that session.
    useFactory: (ds: DataSource): LeaderLock => {
      if (ds.options.type !== 'postgres' || !ds.options.url) throw new Error('The leader lock needs a PostgreSQL URL');
      return new PostgresLeaderLock(ds.options.url);
    },
    inject: [DataSource],
  },
];
