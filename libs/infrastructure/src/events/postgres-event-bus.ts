import { isDomainEventName, parseAuthChange } from '@overlay/domain';
import type { DomainEventMap, DomainEventName, SessionEndWatch, Transaction } from '@overlay/domain';
import { randomUUID } from 'node:crypto';
import { InMemoryEventBus } from './in-memory-event-bus';
import type { EventBusLog, InProcessEmitter } from './in-memory-event-bus';
import { OutboxFollower } from './outbox-follower';
import type { OutboxNotice } from './outbox-follower';
import { PostgresEventOutbox } from './postgres-event-outbox';
import type { OutboxRow } from './postgres-event-outbox';
import { PostgresNotificationListener } from './postgres-notification.listener';
import { transactionQuery } from '../persistence/typeorm-transaction';

/** Events published by an instance, for the others (payload: an `Envelope`). */
export const EVENTS_CHANNEL = 'overlay_events';
/** The channel the auth triggers notify on (migration 1763740000000-notify-auth-changes). */
export const AUTH_CHANGES_CHANNEL = 'overlay_auth';
/** Each instance's "I dropped what I kept of this session" (payload `{i: instanceId, s: sessionId}`). */
export const AUTH_ACK_CHANNEL = 'overlay_auth_ack';
/** How often an instance deletes outbox rows past their retention. */
const PRUNE_EVERY_MS = 60_000;

export interface PostgresEventBusOptions {
  databaseUrl: string;
  /** Sends one notification; a pooled connection is fine (only LISTEN needs its own). */
  notify(channel: string, payload: string): Promise<unknown>;
  applicationName?: string;
  /** Runs SQL on a pooled connection: the outbox, and who listens (the acks a logout awaits). */
  query(sql: string, params: unknown[]): Promise<unknown[]>;
  /** Reconnect backoff of the LISTEN connection. */
  backoff?: { initialMs: number; maxMs: number };
  log?: EventBusLog;
  /** Delivers inside the process (Nest's EventEmitter2 in the api); a private one by default. */
  emitter?: InProcessEmitter;
}

/**
 * The event bus over PostgreSQL LISTEN/NOTIFY. `publish` delivers in this process at once, then
 * NOTIFYs `overlay_events` so every other instance on the database delivers it too. The same
 * dedicated connection LISTENs to `overlay_auth`, which the database's own triggers raise, and
 * turns it into `auth_changed`. Events go through the outbox (table `event_outbox`, durable ids):
 * when the LISTEN connection is lost (a restart, pg_terminate_backend) it reconnects with backoff
 * and reads every event stored meanwhile, so none is lost; `onLinkChange` still says so both
 * ways, since the database triggers' `overlay_auth` notifications are not replayed.
 */
export class PostgresEventBus extends InMemoryEventBus {
  /** Tells this instance's own notifications from the others'. */
  readonly instanceId = randomUUID();
  private readonly listener: PostgresNotificationListener;
  private readonly applicationPrefix: string;
  /** Per session being ended here: the instances that acknowledged, and who waits. */
  private readonly sessionWatches = new Map<string, { acked: Set<string>; wake: () => void }>();
  private readonly outbox: PostgresEventOutbox;
  private readonly follower: OutboxFollower;
  private pruning: NodeJS.Timeout | null = null;
  /** Set by close(): the LISTEN connection ending then is the stop, not a loss to report. */
  private closing = false;

  constructor(private readonly options: PostgresEventBusOptions) {
    super(options.log, options.emitter);
    this.outbox = new PostgresEventOutbox(options.query, EVENTS_CHANNEL, this.log);
    this.follower = new OutboxFollower(this.instanceId, this.outbox, (row) => this.fromOutbox(row), this.log);
    this.applicationPrefix = `${options.applicationName ?? 'overlay-events'}:`;
    this.listener = new PostgresNotificationListener({
      databaseUrl: options.databaseUrl,
      channels: [EVENTS_CHANNEL, AUTH_CHANGES_CHANNEL, AUTH_ACK_CHANNEL],
      // Names the instance, so a logout can tell which instances listen (pg_stat_activity).
      applicationName: `${this.applicationPrefix}${this.instanceId}`,
      backoff: options.backoff,
      onNotification: (channel, payload) => this.received(channel, payload),
      onConnected: ({ reconnected }) => {
        if (reconnected) this.log.warn('Event bus listening again; reading the events sent meanwhile');
        this.announce({ connected: true, reconnected });
        void this.follower.connected();
      },
      onDisconnected: (error) => {
        this.follower.disconnected();
        if (!this.closing)
          this.log.warn(`Event bus lost its LISTEN connection${error ? ` (${error.message})` : ''}; reconnecting`);
        this.announce({ connected: false });
      },
    });
  }

  /**
   * Notes the newest stored event (what follows it is delivered, across lost connections), then
   * opens the LISTEN connection (a failure is retried in the background).
   */
  async start(): Promise<void> {
    this.pruning ??= setInterval(() => void this.outbox.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruning.unref();
    await this.follower.begin();
    return this.listener.start();
  }

  /**
   * Stops in order: the events published so far (a last stream batch's data_refresh, a leader's
   * release) are stored first, while the database is still there, then the LISTEN connection ends
   * quietly (docs/operations.md, shutdown).
   */
  async close(): Promise<void> {
    if (this.pruning) clearInterval(this.pruning);
    this.pruning = null;
    await this.outbox.flushed();
    this.closing = true;
    this.follower.stop();
    await this.listener.close();
  }

  /** Resolves once every event published so far is stored in the outbox (tests, shutdown). */
  published(): Promise<void> {
    return this.outbox.flushed();
  }

  override get isLinked(): boolean {
    return this.listener.isConnected;
  }

  override publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void {
    this.deliver(name, payload);
    this.outbox.append(this.instanceId, name, payload);
  }

  /** Stores the event in `tx` (the others hear it when it commits); delivers here after the commit. */
  override async publishWithin<N extends DomainEventName>(tx: Transaction, name: N, payload: DomainEventMap[N]): Promise<void> {
    await this.outbox.appendWithin(transactionQuery(tx), this.instanceId, name, payload);
    tx.afterCommit(() => this.deliver(name, payload));
  }

  /**
   * Logout across instances: after the session's row is deleted, every instance's LISTEN
   * connection hears `overlay_auth` and drops its reused checks (synchronously), then says so on
   * `overlay_auth_ack`. `seen` waits for an ack from every instance listening on the database, so
   * once the logout is answered no instance answers that session from memory.
   */
  override watchSessionEnd(sessionId: string): SessionEndWatch {
    const acked = new Set<string>();
    let wake = () => undefined as void;
    const entry = { acked, wake: () => wake() };
    this.sessionWatches.set(sessionId, entry);
    const cancel = () => {
      if (this.sessionWatches.get(sessionId) === entry) this.sessionWatches.delete(sessionId);
    };
    const seen = async (timeoutMs: number): Promise<boolean> => {
      const query = this.options.query;
      if (!this.isLinked) {
        cancel();
        return !this.isLinked;
      }
      const deadline = Date.now() + timeoutMs;
      try {
        const rows = (await query(
          'SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND starts_with(application_name, $1)',
          [this.applicationPrefix],
        )) as { application_name: string }[];
        const listening = rows.map((row) => row.application_name.slice(this.applicationPrefix.length));
        while (!listening.every((id) => acked.has(id))) {
          const left = deadline - Date.now();
          if (left <= 0) return false;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, left);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        return true;
      } finally {
        cancel();
      }
    };
    return { seen, cancel };
  }

  private received(channel: string, payload: unknown): void {
    if (channel === AUTH_CHANGES_CHANNEL) {
      const change = parseAuthChange(payload) ?? { all: true };
      this.deliver('auth_changed', change);
      if ('sessionId' in change) this.acknowledge(change.sessionId);
      return;
    }
    if (channel === AUTH_ACK_CHANNEL) {
      const ack = payload as { i?: unknown; s?: unknown } | null;
      if (ack && typeof ack.i === 'string' && typeof ack.s === 'string') {
        const watch = this.sessionWatches.get(ack.s);
        watch?.acked.add(ack.i);
        watch?.wake();
      }
      return;
    }
    const notice = payload as Partial<OutboxNotice> | null;
    if (!notice || typeof notice.i !== 'number' || typeof notice.o !== 'string') {
      this.log.warn(`Ignored an unreadable ${EVENTS_CHANNEL} notification`);
      return;
    }
    void this.follower.notice(notice as OutboxNotice);
  }

  private fromOutbox(row: OutboxRow): void {
    if (!isDomainEventName(row.name)) {
      this.log.warn(`Ignored an unknown event "${row.name}" from another instance`);
      return;
    }
    this.deliver(row.name, row.payload as DomainEventMap[typeof row.name]);
  }

  /** Tells the instance ending `sessionId` (if any) that this one has dropped what it kept. */
  private acknowledge(sessionId: string): void {
    this.options
      .notify(AUTH_ACK_CHANNEL, JSON.stringify({ i: this.instanceId, s: sessionId }))
      .catch((error: unknown) => this.log.warn(`Session end not acknowledged: ${error instanceof Error ? error.message : String(error)}`));
  }
}
