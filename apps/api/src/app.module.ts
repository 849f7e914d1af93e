import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG } from './config/app-config';
import type { AppConfig } from './config/app-config';
import { ScheduledTimers } from './common/schedule/scheduled-timers';
import { StreamsFollowAuth } from './common/sse/streams-follow-auth';
import { LostConnectionInterceptor } from './common/database/lost-connection.interceptor';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { RateLimitModule } from './common/throttle/rate-limit.module';
import { DatabaseModule } from './database/database.module';
import { EventBusModule } from './events/event-bus.module';
import { PersistenceModule } from './persistence/persistence.module';
import { HealthModule } from './modules/health';
import { UsersModule } from './modules/users';
import { AuthModule } from './modules/auth';
import { AdminUsersModule } from './modules/admin-users';
import { NotificationsModule } from './modules/notifications';
import { MarketsModule } from './modules/markets';
import { LeaderModule } from './modules/leader';
import { IngestModule } from './modules/ingest';
import { FeedStreamModule } from './modules/feed-stream';
import { RefreshModule } from './modules/refresh';
import { BookmakersModule } from './modules/bookmakers';
import { PromosModule } from './modules/promos';
import { OpportunitiesModule } from './modules/opportunities';
import { DebugModule } from './modules/debug';
import { LiveModule } from './modules/live';
import { BoostsModule } from './modules/boosts';
import { EventStreamModule } from './modules/event-stream';
import { BetsModule } from './modules/bets';
import { AlertsModule } from './modules/alerts';
import { MoversModule } from './modules/movers';
import { RetentionModule } from './modules/retention';
import { MetricsModule } from './modules/metrics';
import { BettingSettingsModule } from './modules/betting-settings';
import { ChannelsModule } from './modules/channels';

/** The whole api; `databaseUrl` is resolved first (embedded server or DATABASE_URL). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forRoot(databaseUrl, {
          statementTimeoutMs: config.statementTimeoutMs,
          jobStatementTimeoutMs: config.jobStatementTimeoutMs,
          streamStatementTimeoutMs: config.streamStatementTimeoutMs,
        }),
        PersistenceModule,
        EventBusModule.postgres(),
        ScheduleModule.forRoot(),
        RateLimitModule,
        HealthModule,
        MetricsModule,
        UsersModule,
        AuthModule,
        AdminUsersModule,
        NotificationsModule,
        BettingSettingsModule,
        ChannelsModule,
        MarketsModule,
        LeaderModule,
        IngestModule,
        FeedStreamModule,
        RefreshModule,
        BookmakersModule,
        PromosModule,
        OpportunitiesModule,
        DebugModule,
        LiveModule,
        MoversModule,
        RetentionModule,
        BoostsModule,
        EventStreamModule,
        BetsModule,
        AlertsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        ScheduledTimers,
        StreamsFollowAuth,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // GETs whose pooled connection died run again on a fresh one (docs/architecture.md §7.3).
        { provide: APP_INTERCEPTOR, useClass: LostConnectionInterceptor },
      ],
      exports: [APP_CONFIG, ScheduledTimers, StreamsFollowAuth],
    };
  }
}
