import { ALERT_EVENT_USERS, traceMs } from '@overlay/domain';
import type { AlertDeliveryRepository, AlertTrace, DeliveryDestination, DeliverySettlement, EventBus } from '@overlay/domain';

/** Tries recorded in one statement: a burst of 1,000 sends is 20 writes, not 1,000. */
const FLUSH_AT = 50;

/**
 * The tries of one worker pass, written in batches (docs/operations.md §9): settlements in one
 * statement per FLUSH_AT, the destinations that refused held right after, and one
 * `alert_deliveries_changed` per ALERT_EVENT_USERS users whose deliveries moved.
 */
export class SettledTries {
  private settlements: DeliverySettlement[] = [];
  private holds: { destination: DeliveryDestination; reason: string }[] = [];
  private users = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();
  private failure: Error | null = null;

  constructor(
    private readonly deliveries: AlertDeliveryRepository,
    private readonly bus: EventBus,
    private readonly trace: AlertTrace | null = null,
  ) {}

  /**
   * Notes one try's outcome; every FLUSH_AT the batch is written in the background, so a send
   * never waits for the database before its bulkhead slot takes the next (flush() waits).
   */
  add(userId: string, settlements: readonly DeliverySettlement[], hold: { destination: DeliveryDestination; reason: string } | null): void {
    this.settlements.push(...settlements);
    if (hold !== null) this.holds.push(hold);
    this.users.add(userId);
    // A failed write is thrown by the next flush() awaited (the batch's last): never unhandled.
    if (this.settlements.length >= FLUSH_AT) void this.flush().catch(() => undefined);
  }

  /** Writes what was added (after any write under way), then tells the users' pages. */
  flush(): Promise<void> {
    const settlements = this.settlements;
    const holds = this.holds;
    const users = [...this.users];
    this.settlements = [];
    this.holds = [];
    this.users = new Set();
    this.flushing = this.flushing.then(async () => {
      const startAt = traceMs();
      await this.deliveries.settle(settlements);
      if (this.trace?.on) this.trace.record('settled', startAt, traceMs(), { tries: settlements.length });
      // After the settle: a refused try's deliveries are pending by then, and the hold takes them.
      for (const { destination, reason } of holds) await this.deliveries.hold(destination, reason);
      for (let i = 0; i < users.length; i += ALERT_EVENT_USERS) this.bus.publish('alert_deliveries_changed', { userIds: users.slice(i, i + ALERT_EVENT_USERS) });
    }).catch((error: Error) => {
      // Later writes still go: one failed statement does not keep the rest of the batch unwritten.
      this.failure ??= error;
    });
    return this.flushing.then(() => {
      if (this.failure !== null) throw this.failure;
    });
  }
}
