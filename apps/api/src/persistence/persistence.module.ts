import { Global, Module } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import {
  AlertChannelsRepository,
  AuditLogRepository,
  BetRepository,
  BettingSettingsRepository,
  BookmakerRepository,
  BoostRepository,
  DatabaseHealth,
  FeedSourceRepository,
  FeedStreamStateRepository,
  IdempotencyRepository,
  LoginThrottleRepository,
  RateLimitRepository,
  MarketDataRepository,
  MarketIngestRepository,
  NotificationSettingsRepository,
  PasswordHasher,
  PriceMovesRepository,
  MoversWindowRepository,
  PromoRepository,
  RaceResultsRepository,
  SessionRepository,
  SessionTokens,
  StreamTrace,
  AlertTrace,
  TransactionRunner,
  UserRepository,
  SavedViewRepository,
  AlertRuleRepository,
  WebhookRepository,
  AlertLogRepository,
  AlertDeliveryRepository,
} from '@overlay/domain';
import {
  Argon2idPasswordHasher,
  PostgresAlertChannelsRepository,
  FileStreamTrace,
  FileAlertTrace,
  PostgresFeedStreamStateRepository,
  RandomSessionTokens,
  PostgresIdempotencyRepository,
  PostgresRateLimitRepository,
  TypeOrmBettingSettingsRepository,
  TypeOrmAuditLogRepository,
  TypeOrmBetRepository,
  TypeOrmBookmakerRepository,
  TypeOrmBoostRepository,
  TypeOrmDatabaseHealth,
  TypeOrmFeedSourceRepository,
  TypeOrmLoginThrottleRepository,
  TypeOrmMarketDataRepository,
  TypeOrmMarketIngestRepository,
  TypeOrmNotificationSettingsRepository,
  TypeOrmPriceMovesRepository,
  PostgresMoversWindowRepository,
  TypeOrmPromoRepository,
  TypeOrmRaceResultsRepository,
  TypeOrmSessionRepository,
  TypeOrmTransactionRunner,
  TypeOrmUserRepository,
  PostgresSavedViewRepository,
  PostgresAlertRuleRepository,
  PostgresWebhookRepository,
  PostgresAlertLogRepository,
  PostgresAlertDeliveryRepository,
} from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../common/time/clock';

/** A port (abstract class from @overlay/domain) bound to its TypeORM adapter over the one DataSource. */
function onDataSource<T>(port: abstract new (...args: never[]) => T, adapter: new (ds: DataSource) => T): Provider {
  return { provide: port, useFactory: (ds: DataSource) => new adapter(ds), inject: [DataSource] };
}

const PORTS: Provider[] = [
  onDataSource(UserRepository, TypeOrmUserRepository),
  onDataSource(SessionRepository, TypeOrmSessionRepository),
  onDataSource(LoginThrottleRepository, TypeOrmLoginThrottleRepository),
  onDataSource(RateLimitRepository, PostgresRateLimitRepository),
  onDataSource(AuditLogRepository, TypeOrmAuditLogRepository),
  onDataSource(NotificationSettingsRepository, TypeOrmNotificationSettingsRepository),
  onDataSource(BettingSettingsRepository, TypeOrmBettingSettingsRepository),
  onDataSource(AlertChannelsRepository, PostgresAlertChannelsRepository),
  onDataSource(TransactionRunner, TypeOrmTransactionRunner),
  onDataSource(DatabaseHealth, TypeOrmDatabaseHealth),
  onDataSource(MarketDataRepository, TypeOrmMarketDataRepository),
  onDataSource(MarketIngestRepository, TypeOrmMarketIngestRepository),
  onDataSource(RaceResultsRepository, TypeOrmRaceResultsRepository),
  onDataSource(PriceMovesRepository, TypeOrmPriceMovesRepository),
  onDataSource(MoversWindowRepository, PostgresMoversWindowRepository),
  onDataSource(FeedSourceRepository, TypeOrmFeedSourceRepository),
  onDataSource(FeedStreamStateRepository, PostgresFeedStreamStateRepository),
  onDataSource(BookmakerRepository, TypeOrmBookmakerRepository),
  onDataSource(PromoRepository, TypeOrmPromoRepository),
  onDataSource(BoostRepository, TypeOrmBoostRepository),
  onDataSource(IdempotencyRepository, PostgresIdempotencyRepository),
  onDataSource(BetRepository, TypeOrmBetRepository),
  onDataSource(SavedViewRepository, PostgresSavedViewRepository),
  onDataSource(AlertRuleRepository, PostgresAlertRuleRepository),
  onDataSource(WebhookRepository, PostgresWebhookRepository),
  onDataSource(AlertLogRepository, PostgresAlertLogRepository),
  onDataSource(AlertDeliveryRepository, PostgresAlertDeliveryRepository),
  { provide: PasswordHasher, useClass: Argon2idPasswordHasher },
  { provide: SessionTokens, useClass: RandomSessionTokens },
  { provide: StreamTrace, useClass: FileStreamTrace },
  { provide: AlertTrace, useClass: FileAlertTrace },
  { provide: Clock, useClass: SystemClock },
];

/**
 * Every persistence port bound once, for the whole process (global): the repositories, the
 * transaction runner, the password hasher and the clock. Modules inject the port (an abstract
 * class) and never bind one themselves; a test binds an in-memory one with overrideProvider.
 * Ports with a lifecycle of their own (the odds feed, the leader lock, the event bus) are bound
 * by the module that starts and stops them.
 */
@Global()
@Module({ providers: PORTS, exports: PORTS })
export class PersistenceModule {}
