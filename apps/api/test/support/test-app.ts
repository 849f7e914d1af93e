import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { AppModule } from '../../src/app.module';
import { Clock } from '../../src/common/time/clock';
import { loadAppConfig } from '../../src/config/app-config';
import type { AppConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  server: Server;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Boots the real api (same module and middleware as main.ts) on its own fresh database.
 * Scheduled jobs are off unless `JOBS_ENABLED: 'true'` is passed. Pass `database` to boot a
 * second instance on the same database, and `clock` to replace the system clock.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: TestDatabase; clock?: Clock } = {},
): Promise<TestApp> {
  // A second app on an existing database stands in for another api instance (or a restart);
  // closing it leaves the database to its owner.
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const config = loadAppConfig({
    JOBS_ENABLED: 'false',
    // Request log lines only where a test asks for them (LOG_LEVEL, LOG_DESTINATION).
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret',
    ...env,
  });
  const builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, database.url)],
  });
  // A controllable clock (test/support/test-clock.ts) for what depends on the time of day.
  if (options.clock) builder.overrideProvider(Clock).useValue(options.clock);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error'] });
  configureApp(app, config);
  await app.init();
  return {
    app,
    server: app.getHttpServer() as Server,
    config,
    database,
    close: async () => {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}
