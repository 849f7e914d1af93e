import { EventBus } from '@overlay/domain';
import { outsideLeaderWork } from '../leader/leader-fence';
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
 * What delivers events inside the process: the api passes Nest's `EventEmitter2` (so `@OnEvent`
 * handlers hear the bus), the CLI and unit tests get `LocalEmitter`. Listeners run synchronously,
 * in the order they were added.
 */
export interface InProcessEmitter {
  emit(event: string, payload: unknown): unknown;
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

/** The smallest `InProcessEmitter`: a set of listeners per event name. */
export class LocalEmitter implements InProcessEmitter {
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  on(event: string, listener: (payload: unknown) => void): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: string, listener: (payload: unknown) => void): void {
    this.listeners.get(event)?.delete(listener);
  }
}

/**
 * Delivery inside one process, through an `InProcessEmitter`: synchronous, in subscription order,
 * a throwing handler logged and skipped. Never linked to other instances, so whatever relies on
 * cross-instance events (session-check reuse) stays off with it: the CLI and unit tests use it.
 */
export class InMemoryEventBus extends EventBus {
  protected readonly linkHandlers = new Set<(change: BusLinkChange) => void>();

  constructor(
    protected readonly log: EventBusLog = CONSOLE_LOG,
    private readonly emitter: InProcessEmitter = new LocalEmitter(),
  ) {
    super();
  }

  publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void {
    this.deliver(name, payload);
  }

  subscribe<N extends DomainEventName>(name: N, handler: EventHandler<N>): Unsubscribe {
    // A wrapper per call, so the same function subscribed twice is also unsubscribed one at a time.
    const entry = (payload: unknown) => {
      try {
        handler(payload as DomainEventMap[N]);
      } catch (error) {
        this.log.error(`A "${name}" subscriber failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    };
    this.emitter.on(name, entry);
    return () => {
      this.emitter.off(name, entry);
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

  /**
   * Hands `payload` to this process's subscribers of `name` (`@OnEvent` handlers included), as
   * their own work, not the publisher's leader job (leader-fence.ts).
   */
  protected deliver(name: DomainEventName, payload: unknown): void {
    try {
      outsideLeaderWork(() => this.emitter.emit(name, payload));
    } catch (error) {
      this.log.error(`Delivering "${name}" failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
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
