import type { Provider } from '@nestjs/common';
import { LeaderLock } from '@overlay/domain';
import { PostgresLeaderLock } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';

/**
 * The leader lock's adapter, bound here because this module starts and stops it: a PostgreSQL
 * advisory lock on a dedicated connection outside the pool (the lock lives as long as that session).
 */
export const leaderLockProvider: Provider = {
  provide: LeaderLock,
  useFactory: (ds: DataSource): LeaderLock => {
    if (ds.options.type !== 'postgres' || !ds.options.url) throw new Error('The leader lock needs a PostgreSQL URL');
    return new PostgresLeaderLock(ds.options.url);
  },
  inject: [DataSource],
};
