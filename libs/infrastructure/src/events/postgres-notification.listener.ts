import { Client } from 'pg';

export interface PostgresNotificationListenerOptions {
  databaseUrl: string;
  /** Channel names (plain identifiers: letters, digits, underscores). */
  channels: readonly string[];
  /** Each notification, its payload parsed as JSON (`null` when empty or not JSON). */
  onNotification(channel: string, payload: unknown): void;
  /**
   * LISTEN is in place. `reconnected` is true after a lost connection: notifications sent in
   * between were missed, so whatever they keep fresh should be dropped entirely.
   */
  onConnected?(event: { reconnected: boolean }): void;
  /** The connection is gone (notifications are not being received until `onConnected`). */
  onDisconnected?(error: Error | undefined): void;
  /** Reconnect backoff: doubles from `initialMs` up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
  applicationName?: string;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** A notification's payload as JSON, or `null` when it is empty or not JSON. */
export function parseNotificationPayload(payload: string | undefined): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped. */
export function reconnectDelayMs(attempt: number, backoff: { initialMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
}

/**
 * LISTEN on a dedicated connection (outside the pool, which would hand it back and lose the
 * LISTEN). Reconnects with backoff when the connection drops and says so (`reconnected`), since
 * PostgreSQL does not replay notifications sent while nobody listened.
 */
export class PostgresNotificationListener {
  private client: Client | null = null;
  private connected = false;
  private everConnected = false;
  private closed = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly backoff: { initialMs: number; maxMs: number };

  constructor(private readonly options: PostgresNotificationListenerOptions) {
    for (const channel of options.channels) {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
    }
    this.backoff = options.backoff ?? { initialMs: 100, maxMs: 5000 };
  }

  /** True while LISTEN is in place on a live connection. */
  get isConnected(): boolean {
    return this.connected;
  }

  /** Connects once (a failure schedules retries); resolves either way. */
  async start(): Promise<void> {
    if (this.closed || this.client || this.timer) return;
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const wasConnected = this.connected;
    this.connected = false;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
    if (wasConnected) this.options.onDisconnected?.(undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.databaseUrl,
      keepAlive: true,
      application_name: this.options.applicationName ?? 'overlay-listener',
      connectionTimeoutMillis: 5000,
    });
    this.client = client;
    // Without an 'error' listener a dropped idle connection would crash the process.
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client, undefined));
    client.on('notification', (message) => {
      if (this.client !== client) return;
      this.options.onNotification(message.channel, parseNotificationPayload(message.payload));
    });
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.lost(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.client !== client || this.closed) return;
    this.connected = true;
    this.attempt = 0;
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.options.onConnected?.({ reconnected });
  }

  private lost(client: Client, error: Error | undefined): void {
    if (this.client !== client) return;
    this.client = null;
    const wasConnected = this.connected;
    this.connected = false;
    void client.end().catch(() => undefined);
    if (wasConnected) this.options.onDisconnected?.(error);
    if (this.closed) return;
    const delay = reconnectDelayMs(this.attempt, this.backoff);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A retry must never become an unhandled rejection: it would take the whole process down.
      if (!this.closed) this.connect().catch(() => undefined);
    }, delay);
    this.timer.unref();
  }
}
