import type { Provider } from '@nestjs/common';
import {
  AuditLogRepository,
  LoginThrottleRepository,
  NotificationSettingsRepository,
  SessionRepository,
  TransactionRunner,
  UserRepository,
} from '@overlay/domain';
import {
  PasswordHasher,
  TypeOrmAuditLogRepository,
  TypeOrmLoginThrottleRepository,
  TypeOrmNotificationSettingsRepository,
  TypeOrmSessionRepository,
  TypeOrmTransactionRunner,
  TypeOrmUserRepository,
} from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../../common/time/clock';

/** The account ports (abstract classes from @overlay/domain) bound to their TypeORM adapters. */
export const ACCOUNT_PERSISTENCE_PROVIDERS: Provider[] = [
  { provide: UserRepository, useFactory: (ds: DataSource) => new TypeOrmUserRepository(ds), inject: [DataSource] },
  {
    provide: SessionRepository,
    useFactory: (ds: DataSource) => new TypeOrmSessionRepository(ds),
    inject: [DataSource],
  },
  {
    provide: LoginThrottleRepository,
    useFactory: (ds: DataSource) => new TypeOrmLoginThrottleRepository(ds),
    inject: [DataSource],
  },
  {
    provide: AuditLogRepository,
    useFactory: (ds: DataSource) => new TypeOrmAuditLogRepository(ds),
    inject: [DataSource],
  },
  {
    provide: NotificationSettingsRepository,
    useFactory: (ds: DataSource) => new TypeOrmNotificationSettingsRepository(ds),
    inject: [DataSource],
  },
  {
    provide: TransactionRunner,
    useFactory: (ds: DataSource) => new TypeOrmTransactionRunner(ds),
    inject: [DataSource],
  },
  { provide: PasswordHasher, useClass: PasswordHasher },
  { provide: Clock, useClass: SystemClock },
];
