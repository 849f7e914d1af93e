import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GetMarketDataStateUseCase } from '../../markets';

const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  /** Ready to take traffic: the database answers and every migration has run. */
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'done' | 'pending' | 'unknown';
  /** The feed's data (shared by every instance): reported, never a reason to leave the pool. */
  feed: 'fresh' | 'stale' | 'unknown';
}

/**
 * `GET /api/health/ready` (docs/architecture.md §2): whether this instance should get traffic.
 * A stale feed is told but keeps the instance ready: every instance reads the same data, so
 * taking them all out of the proxy would only turn stale prices into no page at all.
 */
@Injectable()
export class CheckReadinessUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly marketState: GetMarketDataStateUseCase,
  ) {}

  async execute(): Promise<Readiness> {
    const database = (await within(this.dataSource.query('SELECT 1').then(() => true))) ? 'up' : 'down';
    if (database === 'down') return { ready: false, database, migrations: 'unknown', feed: 'unknown' };
    const [pending, market] = await Promise.all([
      within(this.dataSource.showMigrations()),
      within(this.marketState.execute()),
    ]);
    const migrations = pending === null ? 'unknown' : pending ? 'pending' : 'done';
    const feed = market === null ? 'unknown' : market.stale ? 'stale' : 'fresh';
    return { ready: migrations === 'done', database, migrations, feed };
  }
}

/** The promise's value, or null when it fails or takes longer than the check allows. */
async function within<T>(promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
