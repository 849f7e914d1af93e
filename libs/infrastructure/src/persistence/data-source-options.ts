import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/all-migrations';
import { UserOrmEntity } from './entities/user.orm-entity';
import { SessionOrmEntity } from './entities/session.orm-entity';
import { LoginThrottleOrmEntity } from './entities/login-throttle.orm-entity';
import { AuditLogOrmEntity } from './entities/audit-log.orm-entity';
import { NotificationSettingsOrmEntity } from './entities/notification-settings.orm-entity';
import { RedactingTypeOrmLogger } from './typeorm-logger';
import { BookmakerOrmEntity } from './entities/bookmaker.orm-entity';
import { RaceOrmEntity } from './entities/race.orm-entity';
import { RunnerOrmEntity } from './entities/runner.orm-entity';
import { BookmakerPriceOrmEntity } from './entities/bookmaker-price.orm-entity';
import { ExchangePriceOrmEntity } from './entities/exchange-price.orm-entity';
import { PriceHistoryOrmEntity } from './entities/price-history.orm-entity';
import { FeedSourceOrmEntity } from './entities/feed-source.orm-entity';
import { PromoOrmEntity } from './entities/promo.orm-entity';
import { BoostOrmEntity } from './entities/boost.orm-entity';
import { BetOrmEntity } from './entities/bet.orm-entity';
import { BettingSettingsOrmEntity } from './entities/betting-settings.orm-entity';

/** Every ORM entity, listed by class (no globs: the api runs from a compiled bundle). */
export const ORM_ENTITIES = [
  UserOrmEntity,
  SessionOrmEntity,
  LoginThrottleOrmEntity,
  AuditLogOrmEntity,
  NotificationSettingsOrmEntity,
  BookmakerOrmEntity,
  RaceOrmEntity,
  RunnerOrmEntity,
  BookmakerPriceOrmEntity,
  ExchangePriceOrmEntity,
  PriceHistoryOrmEntity,
  FeedSourceOrmEntity,
  PromoOrmEntity,
  BoostOrmEntity,
  BetOrmEntity,
  BettingSettingsOrmEntity,
];

/**
 * `statementTimeoutMs` (0: none) cancels any one statement of the pool that runs longer, so a
 * slow query (no planner statistics, a huge scan) frees its connection instead of holding it
 * for minutes while others queue for the pool.
 */
export function createDataSourceOptions(url: string, options: { statementTimeoutMs?: number } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ORM_ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    // Failed queries are logged without their parameters (password hashes, session ids).
    logger: new RedactingTypeOrmLogger(),
    extra: {
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
  };
}
