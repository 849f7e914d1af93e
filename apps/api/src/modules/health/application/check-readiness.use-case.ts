import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { DatabaseHealth } from '@overlay/domain';
import { GetMarketDataStateUseCase } from '../../markets';
import { withinCheckTime } from './within-check-time';

/** Whether this instance should get traffic, and the three things that decide it or are told. */
export interface Readiness {
  ready: boolean;
  database: 'up' | 'down' | 'unknown';
  migrations: 'done' | 'pending' | 'unknown';
  feed: 'fresh' | 'stale' | 'unknown';
}

/**
 * `GET /api/health/ready` (docs/architecture.md §2): whether this instance should get traffic.
 * A stale feed is told but keeps the instance ready: every instance reads the same data, so
 * taking them all out of the proxy would only turn stale prices into no page at all.
 * Once shutdown began the instance is not ready, without asking the database (docs/operations.md §1).
 */
@Injectable()
export class CheckReadinessUseCase implements OnModuleDestroy {
  private stopping = false;

  constructor(
    private readonly database: DatabaseHealth,
    private readonly marketState: GetMarketDataStateUseCase,
  ) {}

  /**
   * Shutdown began: Nest calls every module's onModuleDestroy before any beforeApplicationShutdown,
   * and those run module by module (the leader hand-over, the streams ending), so this is the first
   * moment it can turn a probe away while requests are still answered.
   */
  onModuleDestroy(): void {
    this.stopping = true;
  }

  async execute(): Promise<Readiness> {
    // Not asked: the pool is about to close, and the answer would not change the verdict.
    if (this.stopping) return { ready: false, database: 'unknown', migrations: 'unknown', feed: 'unknown' };
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
