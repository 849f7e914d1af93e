import './bootstrap/path-aliases';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { stopCleanlyOnSignals } from './bootstrap/graceful-shutdown';
import { embeddedOwner, openDatabase } from './bootstrap/open-database';
import { loadAppConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { EnsureAdminUseCase } from './modules/users/application/ensure-admin.use-case';
import type { CreatedAdmin } from './modules/users/application/ensure-admin.use-case';

const logger = new Logger('Overlay');

async function main(): Promise<void> {
  const config = loadAppConfig();
  const owner = embeddedOwner(config);
  if (owner !== null) {
    throw new Error(`Overlay is already running (process ${owner}) on this data folder; stop it first.`);
  }
  const database = await openDatabase(config);
  if (database.embedded) logger.log(`Embedded PostgreSQL on port ${config.embeddedPgPort}`);
  try {
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, database.url),
      { logger: ['error', 'warn', 'log'] },
    );
    configureApp(app, config);
    stopCleanlyOnSignals(app, database, config.shutdownGraceMs);
    // The admin exists before the first request can arrive.
    const admin = await app.get(EnsureAdminUseCase).execute();
    await app.listen(config.port);
    announce(config.port, admin);
  } catch (error) {
    await database.close();
    throw error;
  }
}

function announce(port: number, admin: CreatedAdmin | null): void {
  console.log(`\nOverlay is running at http://localhost:${port}`);
  if (admin) {
    console.log(`Admin account created: ${admin.email}`);
    if (admin.generatedPassword) console.log(`Admin password (shown once): ${admin.generatedPassword}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
