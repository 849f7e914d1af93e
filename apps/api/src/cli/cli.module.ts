import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { EventBusModule } from '../events/event-bus.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { UsersModule } from '../modules/users';

/** What the user CLI needs: the database and the account use cases; no HTTP, no jobs. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CliModule,
      global: true,
      imports: [DatabaseModule.forRoot(databaseUrl), PersistenceModule, EventBusModule.inProcess(), UsersModule],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
