import { Injectable, Logger, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createDataSourceOptions, WorkloadPools } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';

export interface DatabaseOptions {
  /** Requests' pool (TypeORM's); 0: never. */
  statementTimeoutMs?: number;
  /** The leader's jobs' own pool. */
  jobStatementTimeoutMs?: number;
  /** The stream ingest's own pool. */
  streamStatementTimeoutMs?: number;
}

/** Pool sizes (docs/operations.md §4): requests 10 (data-source-options.ts), jobs 3, stream ingest 2. */
const JOB_POOL_SIZE = 3;
const STREAM_POOL_SIZE = 2;

/** Closes the job and stream pools once the jobs using them have stopped. */
@Injectable()
class WorkloadPoolsLifecycle implements OnApplicationShutdown {
  constructor(private readonly pools: WorkloadPools) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pools.close();
  }
}

/**
 * TypeORM over PostgreSQL; migrations run at start (never `synchronize`). Requests use TypeORM's
 * pool; the leader's jobs and the stream ingest get pools of their own (`WorkloadPools`), so
 * requests filling theirs cannot starve a settlement pass or a refresh.
 */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, options: DatabaseOptions = {}): DynamicModule {
    const logger = new Logger('Database');
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
      providers: [
        {
          provide: WorkloadPools,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) =>
            WorkloadPools.install(
              dataSource,
              {
                job: { max: JOB_POOL_SIZE, statementTimeoutMs: options.jobStatementTimeoutMs ?? 120_000 },
                stream: { max: STREAM_POOL_SIZE, statementTimeoutMs: options.streamStatementTimeoutMs ?? 60_000 },
              },
              (message) => logger.warn(message),
            ),
        },
        WorkloadPoolsLifecycle,
      ],
      exports: [TypeOrmModule, WorkloadPools],
    };
  }
}
