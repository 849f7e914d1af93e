import { Injectable, Logger, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import { InMemoryEventBus, PostgresEventBus } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';

/** Opens the bus's LISTEN connection once the app is up, closes it on shutdown. */
@Injectable()
class EventBusLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly bus: EventBus) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.bus instanceof PostgresEventBus) await this.bus.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.bus instanceof PostgresEventBus) await this.bus.close();
  }
}

function postgresBus(dataSource: DataSource): EventBus {
  const url = dataSource.options.type === 'postgres' ? dataSource.options.url : undefined;
  if (!url) throw new Error('The event bus needs a PostgreSQL URL');
  return new PostgresEventBus({
    databaseUrl: url,
    notify: (channel, payload) => dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]),
    query: (sql, params) => dataSource.query(sql, params),
    log: new Logger('EventBus'),
  });
}

/**
 * The one `EventBus` of a process (global). The api's links its instances through PostgreSQL
 * (LISTEN/NOTIFY, see PostgresEventBus); the CLI's stays in process.
 */
@Module({})
export class EventBusModule {
  static postgres(): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      providers: [{ provide: EventBus, inject: [DataSource], useFactory: postgresBus }, EventBusLifecycle],
      exports: [EventBus],
    };
  }

  static inProcess(): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      providers: [{ provide: EventBus, useFactory: () => new InMemoryEventBus(new Logger('EventBus')) }],
      exports: [EventBus],
    };
  }
}
