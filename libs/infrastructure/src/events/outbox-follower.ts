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
const CATCH_UP_RETRY_MS = [100, 200, 400, 800, 1600, 3200];

/**
 * Delivers each outbox event once, in order, across lost connections: it remembers the last id
 * seen; when LISTEN is back after a loss it reads every event stored since (notices arriving
 * meanwhile wait, so none overtakes the missed ones). History is not replayed: it starts from the
 * newest id when the bus starts (`begin`), or, if that read failed, when LISTEN is first in place.
 */
export class OutboxFollower {
  private lastSeen: number | null = null;
  private readonly delivered = new Set<number>();
  private waiting: OutboxNotice[] | null = null;

  constructor(
    /** This instance's origin id: its own events were delivered when published. */
    private readonly self: string,
    private readonly outbox: PostgresEventOutbox,
    private readonly deliver: (row: OutboxRow) => void,
    private readonly log: EventBusLog,
  ) {}

  /**
   * Before LISTEN: the newest id now, so every event stored after the bus started is delivered.
   * Read at the first LISTEN instead, a failed read retried later skipped what was stored between
   * (the events published while the connection was lost: CI, 5 Dec 2026). A failure here leaves it
   * to the first LISTEN.
   */
  async begin(): Promise<void> {
    if (this.lastSeen !== null) return;
    try {
      this.lastSeen = await this.outbox.latestId();
    } catch (error) {
      this.log.warn(`Event bus will read its starting point when it listens: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** LISTEN is in place (again): catch up from the last id seen. */
  connected(): Promise<void> {
    const waiting: OutboxNotice[] = [];
    this.waiting = waiting;
    return this.catchUp().finally(async () => {
      if (this.waiting === waiting) this.waiting = null;
      for (const notice of waiting) await this.notice(notice);
    });
  }

  async notice(notice: OutboxNotice): Promise<void> {
    if (this.waiting) {
      this.waiting.push(notice);
      return;
    }
    if (notice.n !== undefined || notice.o === this.self) {
      this.accept({ id: notice.i, origin: notice.o, name: notice.n ?? '', payload: notice.p });
      return;
    }
    if (this.delivered.has(notice.i)) return;
    // Too big for NOTIFY: read it from the outbox.
    const row = await this.outbox.byId(notice.i).catch(() => null);
    if (row) this.accept(row);
  }

  private async catchUp(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if (this.lastSeen === null) {
          this.lastSeen = await this.outbox.latestId();
          return;
        }
        const missed = await this.outbox.after(this.lastSeen);
        for (const row of missed) this.accept(row);
        if (missed.length > 0) this.log.warn(`Event bus caught up ${missed.length} events sent while it was not listening`);
        return;
      } catch (error) {
        if (attempt >= CATCH_UP_RETRY_MS.length) {
          this.log.error(`Event bus could not read the events it missed: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY_MS[attempt]));
      }
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
