import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CATALOG_EVENTS, EventBus } from '@overlay/domain';
import type { DataRefreshEvent, Unsubscribe } from '@overlay/domain';
import { SseHub } from '@overlay/infrastructure';
import type { SseIdentity } from '@overlay/infrastructure';
import type { ServerResponse } from 'node:http';
import { endStreamsOnAuthChange } from '../../../common/sse/streams-follow-auth';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** data_refresh as browsers get it (spec §4): the new version, races changed, and whether all changed. */
export interface BrowserDataRefresh {
  version: number;
  races: number;
  full: boolean;
}

const mergeRefresh = (
  a: BrowserDataRefresh,
  b: BrowserDataRefresh,
): BrowserDataRefresh => ({
  version: Math.max(a.version, b.version),
  races: a.races + b.races,
  full: a.full || b.full,
});

/**
 * `/api/events`: relays the bus's data, promo and boost events to every open browser stream
 * (one serialised frame per event), and ends streams on account changes made anywhere, by the
 * rule every stream hub follows (`endStreamsOnAuthChange`).
 */
@Injectable()
export class BrowserEventHub implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('BrowserEvents');
  private readonly hub: SseHub;
  private readonly unsubscribes: Unsubscribe[] = [];
  private lastVersion = 0;

  constructor(
    private readonly bus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.hub = new SseHub({
      heartbeatMs: config.eventStream.heartbeatMs,
      replayCapacity: config.eventStream.replayCapacity,
      maxBufferedBytes: config.eventStream.maxBufferedBytes,
      retryMs: 3000,
      resync: () => ({
        type: 'data_refresh',
        data: { version: this.lastVersion, races: 0, full: true },
      }),
    });
  }

  get streams(): number {
    return this.hub.size;
  }

  connect(
    res: ServerResponse,
    identity: SseIdentity,
    lastEventId?: string,
  ): void {
    this.hub.connect(res, identity, lastEventId);
  }

  onModuleInit(): void {
    this.hub.start();
    for (const type of Object.values(CATALOG_EVENTS)) {
      this.unsubscribes.push(
        this.bus.subscribe(type, ({ id }) => this.hub.publish(type, { id })),
      );
    }
    this.unsubscribes.push(
      this.bus.subscribe('data_refresh', (event: DataRefreshEvent) =>
        this.refreshed(event),
      ),
      // Only the owner's streams hear that their bets changed (the payload names nobody else).
      this.bus.subscribe('bet_changed', ({ userId }) =>
        this.hub.sendToUser(userId, 'bet_changed', {}),
      ),
      ...endStreamsOnAuthChange(this.bus, {
        closeUser: (userId) => this.hub.closeUser(userId),
        closeSession: (sessionId) => this.hub.closeSession(sessionId),
        closeEvery: () => this.hub.closeStreams(),
      }),
    );
  }

  onApplicationShutdown(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    this.hub.closeAll();
  }

  private refreshed(event: DataRefreshEvent): void {
    this.lastVersion = Math.max(this.lastVersion, event.version);
    const data: BrowserDataRefresh = {
      version: event.version,
      races: event.races,
      full: event.full,
    };
    this.hub.publishCoalesced(
      'data_refresh',
      data,
      this.config.eventStream.refreshCoalesceMs,
      mergeRefresh,
    );
    this.logger.debug(
      `data_refresh ${event.version} to ${this.hub.size} streams`,
    );
  }
}
