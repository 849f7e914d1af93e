import { Injectable, Logger, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule } from '@nestjs/event-emitter';
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

function postgresBus(dataSource: DataSource, emitter: EventEmitter2): EventBus {
  const url = dataSource.options.type === 'postgres' ? dataSource.options.url : undefined;
  if (!url) throw new Error('The event bus needs a PostgreSQL URL');
  const bus = new PostgresEventBus({
    databaseUrl: url,
    notify: (channel, payload) => dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]),
    query: (sql, params) => dataSource.query(sql, params),
    log: new Logger('EventBus'),
    emitter,
  });
  // Stop in order (docs/operations.md §7): the database closes only after the bus has stored the
  // events published while stopping (a leader's release, a last batch's data_refresh). Nest runs
  // the TypeORM module's shutdown before or after this module's as its module order falls (in
  // production, before), so the order is kept here, where both meet.
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    await bus.close();
    return destroy();
  };
  return bus;
}

/**
 * Nest's EventEmitter2 delivers every event inside the process, so a module's `@OnEvent(name)`
 * handlers hear what the bus publishes here and what other instances (and the database's
 * triggers) send. Listeners per event: more than EventEmitter2's default warning threshold of 10.
 */
const IN_PROCESS = EventEmitterModule.forRoot({ maxListeners: 100 });

/**
 * The one `EventBus` of a process (global), over Nest's EventEmitter2. The api's links its
 * instances through PostgreSQL (LISTEN/NOTIFY, see PostgresEventBus); the CLI's stays in process.
 */
@Module({})
export class EventBusModule {
  static postgres(): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      imports: [IN_PROCESS],
      providers: [{ provide: EventBus, inject: [DataSource, EventEmitter2], useFactory: postgresBus }, EventBusLifecycle],
      exports: [EventBus],
    };
  }

  static inProcess(): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      imports: [IN_PROCESS],
      providers: [
        { provide: EventBus, inject: [EventEmitter2], useFactory: (emitter: EventEmitter2) => new InMemoryEventBus(new Logger('EventBus'), emitter) },
      ],
      exports: [EventBus],
    };
  }
}
