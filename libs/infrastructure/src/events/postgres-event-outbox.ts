import { outsideLeaderWork } from '../leader/leader-fence';
import { outsideCallPolicy } from '../resilience/outside-call-policy';
import type { EventBusLog } from './in-memory-event-bus';

/** One published event as stored, for a listener catching up. */
export interface OutboxRow {
  id: number;
  origin: string;
  name: string;
  payload: unknown;
}

type Query = (sql: string, params: unknown[]) => Promise<unknown[]>;

/** Stores one event and NOTIFYs its id (and the event itself when it fits) in one statement. */
const STORE_AND_NOTIFY = `WITH e AS (INSERT INTO event_outbox (origin, name, payload) VALUES ($1::text, $2::text, $3::text::jsonb) RETURNING id)
  SELECT pg_notify($4::text, CASE WHEN octet_length($3::text) <= $5::int
    THEN json_build_object('i', e.id, 'o', $1::text, 'n', $2::text, 'p', $3::text::json)::text
    ELSE json_build_object('i', e.id, 'o', $1::text)::text END) FROM e`;

/** How long published events stay readable for listeners that reconnect. */
const OUTBOX_RETENTION_SECONDS = 300;
/** Publishing retries a failed write (a pool connection killed under it) this long, then gives up. */
const SEND_RETRY_MS = [50, 100, 200, 400, 800, 1600, 3200];
/** NOTIFY refuses payloads of 8000 bytes or more: bigger events are sent as their id alone. */
const FULL_NOTIFY_MAX_BYTES = 7000;

/**
 * The durable side of cross-instance events (table `event_outbox`): `append` stores an event and
 * NOTIFYs `channel` in one statement, with the row's id (and the event itself when it fits), in
 * publish order, retrying while the database is briefly away; `after` reads what a listener that
 * lost its connection missed.
 */
export class PostgresEventOutbox {
  private readonly queue: { origin: string; name: string; payload: string }[] = [];
  private sending: Promise<void> | null = null;
  /** Any failure of the write may pass (the database comes back): the waits above, then give up. */
  private readonly writes = outsideCallPolicy({ retryable: () => true, maxRetries: SEND_RETRY_MS.length, backoff: { delaysMs: SEND_RETRY_MS } });

  constructor(
    private readonly query: Query,
    private readonly channel: string,
    private readonly log: EventBusLog,
  ) {}

  append(origin: string, name: string, payload: unknown): void {
    this.queue.push({ origin, name, payload: JSON.stringify(payload) });
    // The sender outlives the work that started it: it takes the request pool, never a job's.
    this.sending ??= outsideLeaderWork(() => this.send()).finally(() => {
      this.sending = null;
    });
  }

  /**
   * Stores an event with `query`, a transaction's: the row and the notification exist once that
   * commits (PostgreSQL sends NOTIFYs at commit), and neither when it rolls back.
   */
  async appendWithin(query: Query, origin: string, name: string, payload: unknown): Promise<void> {
    await query(STORE_AND_NOTIFY, [origin, name, JSON.stringify(payload), this.channel, FULL_NOTIFY_MAX_BYTES]);
  }

  /** Resolves once every event appended so far is stored (or given up). */
  async flushed(): Promise<void> {
    while (this.sending) await this.sending;
  }

  async after(id: number): Promise<OutboxRow[]> {
    const rows = (await this.query('SELECT id, origin, name, payload FROM event_outbox WHERE id > $1 ORDER BY id', [id])) as OutboxRow[];
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async byId(id: number): Promise<OutboxRow | null> {
    const rows = (await this.query('SELECT id, origin, name, payload FROM event_outbox WHERE id = $1', [id])) as OutboxRow[];
    return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
  }

  async latestId(): Promise<number> {
    const [row] = (await this.query('SELECT COALESCE(max(id), 0) AS id FROM event_outbox', [])) as { id: string }[];
    return Number(row.id);
  }

  async prune(): Promise<void> {
    await this.query(`DELETE FROM event_outbox WHERE created_at < now() - make_interval(secs => $1)`, [OUTBOX_RETENTION_SECONDS]);
  }

  private async send(): Promise<void> {
    for (let event = this.queue[0]; event; event = this.queue[0]) {
      await this.writes
        .execute(() => this.query(STORE_AND_NOTIFY, [event.origin, event.name, event.payload, this.channel, FULL_NOTIFY_MAX_BYTES]))
        .catch((error: unknown) =>
          this.log.error(`"${event.name}" did not reach other instances: ${error instanceof Error ? error.message : String(error)}`),
        );
      this.queue.shift();
    }
  }
}
