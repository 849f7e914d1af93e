import { outsideCallPolicy } from '../resilience/outside-call-policy';
import type { EventBusLog } from './in-memory-event-bus';
import type { OutboxRow, PostgresEventOutbox } from './postgres-event-outbox';

/** What an `overlay_events` notification carries: the outbox id, the origin, and the event when it fit. */
export interface OutboxNotice {
  i: number;
  o: string;
  n?: string;
  p?: unknown;
}

/** How many delivered ids are remembered to drop a repeat (a notice also read in a catch-up). */
const REMEMBERED_IDS = 10_000;
/**
 * A catch-up reads this many ids below the last one seen too: ids are taken when a row is
 * inserted, so another instance's lower id can become visible after a higher one was heard.
 */
const LOOK_BACK_IDS = 1_000;
/** Waits between failed reads; the last repeats until the read succeeds or the bus closes. */
const READ_RETRY_MS = [100, 200, 400, 800, 1600, 3200];

/**
 * Delivers each outbox event once, in order, across lost connections (docs/operations.md §7).
 * Notices are handled one at a time, in the order they arrive, and only once the follower has
 * caught up: from the start, and again from the moment the LISTEN connection is lost, they are
 * held until LISTEN is back on every channel and every event stored since the last id seen has
 * been read. A notice heard on a connection that is still coming up (its first LISTEN done, the
 * others not) would otherwise move the last id seen past events stored while nobody listened,
 * and the catch-up would skip them. History is not replayed: the starting point is the newest id
 * when the bus starts (`begin`), or, if that read failed, when LISTEN is first in place.
 */
export class OutboxFollower {
  private lastSeen: number | null = null;
  /** The starting point: a catch-up never reads below it (that would replay history). */
  private floor: number | null = null;
  private readonly delivered = new Set<number>();
  private readonly queue: OutboxNotice[] = [];
  private held = true;
  /** Counts LISTEN connections: a catch-up for one that was lost since releases nothing. */
  private connection = 0;
  private pumping: Promise<void> | null = null;
  private stopped = false;

  constructor(
    /** This instance's origin id: its own events were delivered when published. */
    private readonly self: string,
    private readonly outbox: PostgresEventOutbox,
    private readonly deliver: (row: OutboxRow) => void,
    private readonly log: EventBusLog,
  ) {}

  /**
   * Before LISTEN: the newest id now, so every event stored after the bus started is delivered.
   * Read at the first LISTEN instead, a failed read retried later would skip what was stored
   * between. A failure here leaves it to the first LISTEN.
   */
  async begin(): Promise<void> {
    if (this.lastSeen !== null) return;
    try {
      this.startAt(await this.outbox.latestId());
    } catch (error) {
      this.log.warn(`Event bus will read its starting point when it listens: ${message(error)}`);
    }
  }

  /** The LISTEN connection is gone: notices wait for the catch-up after the next LISTEN. */
  disconnected(): void {
    this.held = true;
    this.connection += 1;
  }

  /** LISTEN is in place (again) on every channel: catch up from the last id seen, then go on. */
  async connected(): Promise<void> {
    const connection = ++this.connection;
    this.held = true;
    if (!(await this.catchUp(connection)) || connection !== this.connection || this.stopped) return;
    this.held = false;
    await this.pump();
  }

  /** Takes a notification; it is handled after those before it, once caught up. */
  notice(notice: OutboxNotice): Promise<void> {
    this.queue.push(notice);
    return this.pump();
  }

  /** The bus is closing: reads being retried give up. */
  stop(): void {
    this.stopped = true;
    this.disconnected();
  }

  private startAt(id: number): void {
    this.lastSeen = id;
    this.floor = id;
  }

  /** True once every event stored since the last id seen is delivered, on `connection`. */
  private async catchUp(connection: number): Promise<boolean> {
    const current = () => connection === this.connection && !this.stopped;
    return this.retried(current, 'could not read the events it missed', async () => {
      if (this.lastSeen === null) {
        this.startAt(await this.outbox.latestId());
        return;
      }
      const from = Math.max(this.floor ?? 0, this.lastSeen - LOOK_BACK_IDS);
      const missed = (await this.outbox.after(from)).filter((row) => !this.delivered.has(row.id));
      // A read answered for a lost connection may still deliver: what it read is stored, and
      // the next catch-up starts after it.
      for (const row of missed) this.accept(row);
      if (missed.length > 0) this.log.warn(`Event bus caught up ${missed.length} events sent while it was not listening`);
    });
  }

  private pump(): Promise<void> {
    this.pumping ??= (async () => {
      while (!this.held && this.queue.length > 0) await this.handle(this.queue.shift() as OutboxNotice);
    })().finally(() => {
      this.pumping = null;
      if (!this.held && this.queue.length > 0) void this.pump();
    });
    return this.pumping;
  }

  private async handle(notice: OutboxNotice): Promise<void> {
    if (this.delivered.has(notice.i)) return;
    if (notice.n !== undefined || notice.o === this.self) {
      this.accept({ id: notice.i, origin: notice.o, name: notice.n ?? '', payload: notice.p });
      return;
    }
    // Too big for NOTIFY: read it from the outbox.
    await this.retried(() => !this.stopped, `could not read event ${notice.i}`, async () => {
      const row = await this.outbox.byId(notice.i);
      if (row) this.accept(row);
    });
  }

  /** Runs `read` until it succeeds (true) or `wanted` turns false (false), saying once when it lasts. */
  private async retried(wanted: () => boolean, failure: string, read: () => Promise<void>): Promise<boolean> {
    const unwanted = new Error('no longer wanted');
    const reads = outsideCallPolicy({
      retryable: (error) => error !== unwanted,
      maxRetries: Number.POSITIVE_INFINITY,
      backoff: { delaysMs: READ_RETRY_MS },
      onRetry: ({ error, attempt }) => {
        if (attempt === READ_RETRY_MS.length + 1) this.log.error(`Event bus ${failure}, still trying: ${message(error)}`);
      },
    });
    try {
      await reads.execute(async () => {
        if (!wanted()) throw unwanted;
        await read();
      });
      return true;
    } catch (error) {
      if (error === unwanted) return false;
      throw error;
    }
  }

  private accept(row: OutboxRow): void {
    if (this.delivered.has(row.id)) return;
    this.delivered.add(row.id);
    if (this.delivered.size > REMEMBERED_IDS) this.delivered.delete(this.delivered.values().next().value as number);
    this.lastSeen = Math.max(this.lastSeen ?? 0, row.id);
    if (row.origin !== this.self) this.deliver(row);
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
