import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createDataSourceOptions } from '@overlay/infrastructure';

/** TypeORM over PostgreSQL; migrations run at start (never `synchronize`). */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, options: { statementTimeoutMs?: number } = {}): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...createDataSourceOptions(databaseUrl, options),
          // Keep retrying a database that is briefly away at boot rather than failing at once.
          retryAttempts: 5,
          retryDelay: 1000,
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
