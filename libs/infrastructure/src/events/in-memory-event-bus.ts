import { EventBus } from '@overlay/domain';
import type { BusLinkChange, DomainEventMap, DomainEventName, EventHandler, Unsubscribe } from '@overlay/domain';

/** Where a bus reports a subscriber that threw (the publisher is never interrupted). */
export interface EventBusLog {
  warn(message: string): void;
  error(message: string): void;
}

const CONSOLE_LOG: EventBusLog = {
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/**
 * Delivery inside one process: synchronous, in subscription order, a throwing handler logged
 * and skipped. Never linked to other instances, so whatever relies on cross-instance events
 * (session-check reuse) stays off with it: the CLI and unit tests use it.
 */
export class InMemoryEventBus extends EventBus {
  private readonly handlers = new Map<DomainEventName, Set<(payload: unknown) => void>>();
  protected readonly linkHandlers = new Set<(change: BusLinkChange) => void>();

  constructor(protected readonly log: EventBusLog = CONSOLE_LOG) {
    super();
  }

  publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void {
    this.deliver(name, payload);
  }

  subscribe<N extends DomainEventName>(name: N, handler: EventHandler<N>): Unsubscribe {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    // A wrapper per call, so the same function subscribed twice is also unsubscribed one at a time.
    const entry = (payload: unknown) => handler(payload as DomainEventMap[N]);
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  get isLinked(): boolean {
    return false;
  }

  onLinkChange(handler: (change: BusLinkChange) => void): Unsubscribe {
    const entry = (change: BusLinkChange) => handler(change);
    this.linkHandlers.add(entry);
    return () => {
      this.linkHandlers.delete(entry);
    };
  }

  /** Hands `payload` to this process's subscribers of `name`. */
  protected deliver(name: DomainEventName, payload: unknown): void {
    const set = this.handlers.get(name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (error) {
        this.log.error(`A "${name}" subscriber failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  }

  protected announce(change: BusLinkChange): void {
    for (const handler of [...this.linkHandlers]) {
      try {
        handler(change);
      } catch (error) {
        this.log.error(`An event-bus link subscriber failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
