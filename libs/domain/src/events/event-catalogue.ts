import type { AlertDeliveriesChangedEvent, AlertDeliveriesQueuedEvent, AlertRulesChangedEvent } from './alert.events';
import type { AuthChangedEvent } from './auth.events';
import type { BetChangedEvent } from './bet.events';
import type { BettingSettingsChangedEvent } from './betting.events';
import type { CatalogEvent } from './catalog.events';
import type {
  DataRefreshEvent,
  LeaderReleasedEvent,
  LiveWatchingEvent,
  SourcesChangedEvent,
  StreamReconnectRequestedEvent,
} from './market.events';
import type {
  UserRoleChangedEvent,
  UserSessionEndedEvent,
  UserSessionsRevokedEvent,
} from './user.events';

/**
 * Every event of the system: name → payload. Publishers and subscribers go through the
 * `EventBus` with these names, so a wrong payload is a type error. Payloads stay small (ids and
 * versions, never rows): they may cross instances in a PostgreSQL notification (8000 bytes max).
 * The names of market and catalog events are the event-stream types of docs/product.md §4 ("Live updates").
 * One style for every name, snake_case, `<subject>_<what happened>`: the browser's stream sends
 * some of them as they are (`data_refresh`, `promo_created`, `bet_changed`, …).
 */
export interface DomainEventMap {
  data_refresh: DataRefreshEvent;
  sources_changed: SourcesChangedEvent;
  promo_created: CatalogEvent;
  promo_updated: CatalogEvent;
  promo_deleted: CatalogEvent;
  boost_created: CatalogEvent;
  boost_deleted: CatalogEvent;
  user_sessions_revoked: UserSessionsRevokedEvent;
  user_session_ended: UserSessionEndedEvent;
  user_role_changed: UserRoleChangedEvent;
  auth_changed: AuthChangedEvent;
  live_watching: LiveWatchingEvent;
  leader_released: LeaderReleasedEvent;
  stream_reconnect_requested: StreamReconnectRequestedEvent;
  bet_changed: BetChangedEvent;
  betting_settings_changed: BettingSettingsChangedEvent;
  alert_rules_changed: AlertRulesChangedEvent;
  alert_deliveries_queued: AlertDeliveriesQueuedEvent;
  alert_deliveries_changed: AlertDeliveriesChangedEvent;
}

export type DomainEventName = keyof DomainEventMap;

/** Whether a string names an event of the catalogue (checks what arrives from another instance). */
export function isDomainEventName(name: unknown): name is DomainEventName {
  return typeof name === 'string' && Object.hasOwn(DOMAIN_EVENT_NAMES, name);
}

// A record keyed by every name, so adding an event to the map without listing it here fails to compile.
const DOMAIN_EVENT_NAMES: Record<DomainEventName, true> = {
  data_refresh: true,
  sources_changed: true,
  promo_created: true,
  promo_updated: true,
  promo_deleted: true,
  boost_created: true,
  boost_deleted: true,
  user_sessions_revoked: true,
  user_session_ended: true,
  user_role_changed: true,
  auth_changed: true,
  live_watching: true,
  leader_released: true,
  stream_reconnect_requested: true,
  bet_changed: true,
  betting_settings_changed: true,
  alert_rules_changed: true,
  alert_deliveries_queued: true,
  alert_deliveries_changed: true,
};
