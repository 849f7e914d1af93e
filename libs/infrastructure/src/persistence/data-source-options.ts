import type { DataSourceOptions } from 'typeorm';
import { UserOrmEntity } from './entities/user.orm-entity';
import { CreateUsers1763700000000 } from './migrations/1763700000000-create-users';
import { SessionOrmEntity } from './entities/session.orm-entity';
import { LoginThrottleOrmEntity } from './entities/login-throttle.orm-entity';
import { AuditLogOrmEntity } from './entities/audit-log.orm-entity';
import { NotificationSettingsOrmEntity } from './entities/notification-settings.orm-entity';
import { CreateAuthTables1763710000000 } from './migrations/1763710000000-create-auth-tables';
import { RedactingTypeOrmLogger } from './typeorm-logger';
import { BookmakerOrmEntity } from './entities/bookmaker.orm-entity';
import { RaceOrmEntity } from './entities/race.orm-entity';
import { RunnerOrmEntity } from './entities/runner.orm-entity';
import { BookmakerPriceOrmEntity } from './entities/bookmaker-price.orm-entity';
import { ExchangePriceOrmEntity } from './entities/exchange-price.orm-entity';
import { PriceHistoryOrmEntity } from './entities/price-history.orm-entity';
import { FeedSourceOrmEntity } from './entities/feed-source.orm-entity';
import { CreateMarketData1763720000000 } from './migrations/1763720000000-create-market-data';
import { PromoOrmEntity } from './entities/promo.orm-entity';
import { BoostOrmEntity } from './entities/boost.orm-entity';
import { CreatePromosAndBoosts1763730000000 } from './migrations/1763730000000-create-promos-and-boosts';
import { NotifyAuthChanges1763740000000 } from './migrations/1763740000000-notify-auth-changes';
import { AddQuoteAges1763760000000 } from './migrations/1763760000000-add-quote-ages';
import { CreateIdempotencyAndBoostLegs1763770000000 } from './migrations/1763770000000-create-idempotency-and-boost-legs';
import { AddRaceResults1763780000000 } from './migrations/1763780000000-add-race-results';
import { BetOrmEntity } from './entities/bet.orm-entity';
import { CreateBets1763790000000 } from './migrations/1763790000000-create-bets';
import { BettingSettingsOrmEntity } from './entities/betting-settings.orm-entity';
import { CreateFeedStreamState1763822000000 } from './migrations/1763822000000-create-feed-stream-state';
import { CreateAlerts1764140000000 } from './migrations/1764140000000-create-alerts';
import { CreateBettingSettings1763800000000 } from './migrations/1763800000000-create-betting-settings';
import { AddBetLogKeysetIndex1764020000000 } from './migrations/1764020000000-add-bet-log-keyset-index';
import { AddBetLegs1764020000001 } from './migrations/1764020000001-add-bet-legs';
import { KeepIdempotentReplyBytes1764030000000 } from './migrations/1764030000000-keep-idempotent-reply-bytes';
import { AddRaceRegion1764030000001 } from './migrations/1764030000001-add-race-region';
import { AddBetStartTimeLocal1764080000000 } from './migrations/1764080000000-add-bet-start-time-local';
import { CreateLeaderEpoch1764110000000 } from './migrations/1764110000000-create-leader-epoch';
import { CreateEventOutbox1764110000001 } from './migrations/1764110000001-create-event-outbox';
import { AddFairPriceHistory1764120000000 } from './migrations/1764120000000-add-fair-price-history';
import { CreateAlertChannels1764150000000 } from './migrations/1764150000000-create-alert-channels';
import { DurableAlertDeliveries1765300000000 } from './migrations/1765300000000-durable-alert-deliveries';
import { AddPriceHistoryPrevious1764210000000 } from './migrations/1764210000000-add-price-history-previous';
import { CreateRateLimits1764200000000 } from './migrations/1764200000000-create-rate-limits';
import { CreateMoversWindows1764220000000 } from './migrations/1764220000000-create-movers-windows';
import { AddSourceCatalogue1765100000000 } from './migrations/1765100000000-add-source-catalogue';
import { AddHedge1765500000001 } from './migrations/1765500000001-add-hedge';
import { AddBetLay1765500000002 } from './migrations/1765500000002-add-bet-lay';
import { AddAlertRuleHedge1765500000003 } from './migrations/1765500000003-add-alert-rule-hedge';
import { AddBookmakerNameKeys1765600000000 } from './migrations/1765600000000-add-bookmaker-name-keys';
import { AddBetRetentionOrigin1765636000000 } from './migrations/1765636000000-add-bet-retention-origin';
import { AddRunnerContentHash1765700000000 } from './migrations/1765700000000-add-runner-content-hash';

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

/** Every migration, in order. New ones are appended. */
export const MIGRATIONS = [
  CreateUsers1763700000000,
  CreateAuthTables1763710000000,
  CreateMarketData1763720000000,
  CreatePromosAndBoosts1763730000000,
  NotifyAuthChanges1763740000000,
  AddQuoteAges1763760000000,
  CreateIdempotencyAndBoostLegs1763770000000,
  AddRaceResults1763780000000,
  CreateBets1763790000000,
  CreateBettingSettings1763800000000,
  CreateFeedStreamState1763822000000,
  AddBetLogKeysetIndex1764020000000,
  AddBetLegs1764020000001,
  KeepIdempotentReplyBytes1764030000000,
  AddRaceRegion1764030000001,
  AddBetStartTimeLocal1764080000000,
  CreateLeaderEpoch1764110000000,
  CreateEventOutbox1764110000001,
  AddFairPriceHistory1764120000000,
  CreateAlertChannels1764150000000,
  CreateAlerts1764140000000,
  AddPriceHistoryPrevious1764210000000,
  CreateRateLimits1764200000000,
  CreateMoversWindows1764220000000,
  AddSourceCatalogue1765100000000,
  DurableAlertDeliveries1765300000000,
  AddHedge1765500000001,
  AddBetLay1765500000002,
  AddAlertRuleHedge1765500000003,
  AddBookmakerNameKeys1765600000000,
  AddBetRetentionOrigin1765636000000,
  AddRunnerContentHash1765700000000,
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
