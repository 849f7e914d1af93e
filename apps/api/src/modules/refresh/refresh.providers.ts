import type { Provider } from '@nestjs/common';
import { PostgresLeaderLock } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { LeaderLock } from './leader/leader-lock.port';
import { oddsFeedProvider } from './odds-feed.provider';

/** The refresh side's own ports (the odds feed, the leader lock), which the refresh job starts and stops. */
export const REFRESH_PROVIDERS: Provider[] = [
  oddsFeedProvider,
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
