import { Injectable } from '@nestjs/common';
import { DatabaseHealth } from '@overlay/domain';
import { GetMarketDataStateUseCase } from '../../markets';
import { withinCheckTime } from './within-check-time';

/** Whether this instance should get traffic, and the three things that decide it or are told. */
export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'done' | 'pending' | 'unknown';
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
    private readonly database: DatabaseHealth,
    private readonly marketState: GetMarketDataStateUseCase,
  ) {}

  async execute(): Promise<Readiness> {
    const database = (await withinCheckTime(this.database.answers())) ? 'up' : 'down';
    if (database === 'down') return { ready: false, database, migrations: 'unknown', feed: 'unknown' };
    const [pending, market] = await Promise.all([
      withinCheckTime(this.database.migrationsPending()),
      withinCheckTime(this.marketState.execute()),
    ]);
    const migrations = pending === null ? 'unknown' : pending ? 'pending' : 'done';
    const feed = market === null ? 'unknown' : market.stale ? 'stale' : 'fresh';
    return { ready: migrations === 'done', database, migrations, feed };
  }
}
