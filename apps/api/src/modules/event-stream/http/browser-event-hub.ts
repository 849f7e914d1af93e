import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CATALOG_EVENTS, SERVER_QUERY_LIMITS } from '@overlay/domain';
import type { AlertDeliveriesChangedEvent, BetChangedEvent, CatalogEvent, CatalogEventName, DataRefreshEvent } from '@overlay/domain';
import { SseHub } from '@overlay/infrastructure';
import type { SseIdentity } from '@overlay/infrastructure';
import type { ServerResponse } from 'node:http';
import { reconnectElsewhereMs } from '../../../common/sse/reconnect-elsewhere';
import { StreamsFollowAuth } from '../../../common/sse/streams-follow-auth';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { ValuationService } from '../../valuation';

/**
 * data_refresh as browsers get it (docs/product.md §4): the new version, races changed, whether all
 * changed, and whether every change it carries was named by a races_changed (docs/architecture.md,
 * "The dashboard follows the market").
 */
interface BrowserDataRefresh {
  version: number;
  races: number;
  full: boolean;
  named: boolean;
}

const mergeRefresh = (
  a: BrowserDataRefresh,
  b: BrowserDataRefresh,
): BrowserDataRefresh => ({
  version: Math.max(a.version, b.version),
  races: a.races + b.races,
  full: a.full || b.full,
  named: a.named && b.named,
});

/** races_changed: the races whose rows changed up to `version`; null when too many to name (read the whole reply). */
interface RacesChanged {
  version: number;
  raceIds: string[] | null;
}

/** Most races one races_changed names: what one `races=` read takes (the query's limit). */
const MAX_NAMED_RACES = SERVER_QUERY_LIMITS.races.max;

const mergeRaces = (a: RacesChanged, b: RacesChanged): RacesChanged => {
  const version = Math.max(a.version, b.version);
  if (a.raceIds === null || b.raceIds === null) return { version, raceIds: null };
  const raceIds = [...new Set([...a.raceIds, ...b.raceIds])];
  return { version, raceIds: raceIds.length > MAX_NAMED_RACES ? null : raceIds };
};

/**
 * `/api/events`: relays the bus's data, promo and boost events (`@OnEvent` handlers) to every open
 * browser stream (one serialised frame per event), and ends streams on account changes made
 * anywhere, by the one rule every stream hub follows (`StreamsFollowAuth`).
 */
@Injectable()
export class BrowserEventHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('BrowserEvents');
  private readonly hub: SseHub;
  private unregister: () => void = () => undefined;
  private lastVersion = 0;

  constructor(
    private readonly auth: StreamsFollowAuth,
    private readonly valuation: ValuationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.hub = new SseHub({
      heartbeatMs: config.eventStream.heartbeatMs,
      replayCapacity: config.eventStream.replayCapacity,
      maxBufferedBytes: config.eventStream.maxBufferedBytes,
      retryMs: 3000,
      resync: () => ({
        type: 'data_refresh',
        data: { version: this.lastVersion, races: 0, full: true, named: false },
      }),
    });
  }

  get streams(): number {
    return this.hub.size;
  }

  connect(res: ServerResponse, identity: SseIdentity, lastEventId?: string): void {
    this.hub.connect(res, identity, lastEventId);
  }

  onModuleInit(): void {
    this.hub.start();
    this.unregister = this.auth.register({
      closeUser: (userId) => this.hub.closeUser(userId),
      closeSession: (sessionId) => this.hub.closeSession(sessionId),
      closeEvery: () => this.hub.closeStreams(),
    });
  }

  /** Before the HTTP server waits for its connections: streams would hold it open. */
  beforeApplicationShutdown(): void {
    this.unregister();
    this.hub.closeAll(reconnectElsewhereMs);
  }

  @OnDomainEvent(CATALOG_EVENTS.promoCreated)
  promoCreated({ id, ownerId }: CatalogEvent): void {
    this.catalog(CATALOG_EVENTS.promoCreated, id, ownerId);
  }

  @OnDomainEvent(CATALOG_EVENTS.promoUpdated)
  promoUpdated({ id, ownerId }: CatalogEvent): void {
    this.catalog(CATALOG_EVENTS.promoUpdated, id, ownerId);
  }

  @OnDomainEvent(CATALOG_EVENTS.promoDeleted)
  promoDeleted({ id, ownerId }: CatalogEvent): void {
    this.catalog(CATALOG_EVENTS.promoDeleted, id, ownerId);
  }

  @OnDomainEvent(CATALOG_EVENTS.boostCreated)
  boostCreated({ id }: CatalogEvent): void {
    this.catalog(CATALOG_EVENTS.boostCreated, id);
  }

  @OnDomainEvent(CATALOG_EVENTS.boostDeleted)
  boostDeleted({ id }: CatalogEvent): void {
    this.catalog(CATALOG_EVENTS.boostDeleted, id);
  }

  /** Only the owner's streams hear that their bets changed (the payload names nobody else). */
  @OnDomainEvent('bet_changed')
  betChanged({ userId }: BetChangedEvent): void {
    this.hub.sendToUser(userId, 'bet_changed', {});
  }

  /** Only the owner's streams hear that their alert deliveries moved (history, a test's outcome). */
  @OnDomainEvent('alert_deliveries_changed')
  alertDeliveriesChanged({ userIds }: AlertDeliveriesChangedEvent): void {
    for (const userId of userIds) this.hub.sendToUser(userId, 'alert_deliveries_changed', {});
  }

  /** The source catalogue changed: lists of bookmakers (the dashboard's filter, forms) load again. */
  @OnDomainEvent('sources_changed')
  sourcesChanged(): void {
    this.hub.publish('sources_changed', {});
  }

  /**
   * A stored change: data_refresh, coalesced (EVENTS_REFRESH_COALESCE_MS), for everything that
   * reloads on new data; and, when the change names its races, races_changed within
   * EVENTS_RACES_BATCH_MS, for the dashboard's rows to read just those races (docs/architecture.md,
   * "The dashboard follows the market"). Each is one serialised frame written to every stream,
   * sent once this instance serves the version, so the read it prompts finds the change
   * (docs/architecture.md, "Serving prepared versions").
   */
  @OnDomainEvent('data_refresh')
  refreshed(event: DataRefreshEvent): Promise<void> {
    // With no stream open nobody is told: no version need be read for it.
    const served = this.hub.size === 0 ? Promise.resolve(true) : this.valuation.whenServed(event.version);
    return served.then(() => this.announce(event));
  }

  private announce(event: DataRefreshEvent): void {
    this.lastVersion = Math.max(this.lastVersion, event.version);
    const raceIds = event.full ? undefined : event.raceIds;
    const data: BrowserDataRefresh = { version: event.version, races: event.races, full: event.full, named: raceIds !== undefined };
    this.hub.publishCoalesced('data_refresh', data, this.config.eventStream.refreshCoalesceMs, mergeRefresh);
    if (raceIds !== undefined && raceIds.length > 0) {
      const races: RacesChanged = { version: event.version, raceIds: raceIds.length > MAX_NAMED_RACES ? null : [...raceIds] };
      this.hub.publishCoalesced('races_changed', races, this.config.eventStream.racesBatchMs, mergeRaces);
    }
    this.logger.debug(`data_refresh ${event.version} to ${this.hub.size} streams`);
  }

  /** A personal promo's events go to its owner's streams only (docs/architecture.md §5). */
  private catalog(type: CatalogEventName, id: string, ownerId?: string): void {
    if (ownerId) this.hub.sendToUser(ownerId, type, { id });
    else this.hub.publish(type, { id });
  }
}
