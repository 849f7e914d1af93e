import type { Transaction } from '../common/transaction.port';
import type { DomainEventMap, DomainEventName } from './event-catalogue';

export type EventHandler<N extends DomainEventName> = (payload: DomainEventMap[N]) => void;

/** Call to stop receiving. */
export type Unsubscribe = () => void;

/** The cross-instance link went up (`reconnected`: after a loss, so events in between were missed) or down. */
export type BusLinkChange = { connected: true; reconnected: boolean } | { connected: false };

/**
 * Publish/subscribe for the events of `DomainEventMap`. Publishing delivers at once to this
 * process's subscribers (synchronously, in subscription order; a failing handler is logged, not
 * thrown at the publisher) and, when the adapter links instances, to every other instance.
 */
export abstract class EventBus {
  abstract publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void;

  /**
   * Publishes as part of `tx`: once it commits, never when it rolls back, so a change, its audit
   * row and its event are stored together or not at all. An adapter that links instances stores
   * the event within `tx` itself (it reaches the others with the commit); this one publishes after.
   */
  async publishWithin<N extends DomainEventName>(tx: Transaction, name: N, payload: DomainEventMap[N]): Promise<void> {
    tx.afterCommit(() => this.publish(name, payload));
  }

  abstract subscribe<N extends DomainEventName>(name: N, handler: EventHandler<N>): Unsubscribe;

  /**
   * True while events of other instances (and of the database) reach this one. While false,
   * anything kept fresh only by events must be re-read instead.
   */
  abstract get isLinked(): boolean;

  /** Told of every change of `isLinked`. */
  abstract onLinkChange(handler: (change: BusLinkChange) => void): Unsubscribe;

  /**
   * Call before deleting a session: `seen` resolves once every linked instance has dropped what
   * it kept of that session (true), or after `timeoutMs` (false). In one process nothing is kept
   * elsewhere: resolves true at once.
   */
  watchSessionEnd(_sessionId: string): SessionEndWatch {
    return { seen: async () => true, cancel: () => undefined };
  }
}

/** See `EventBus.watchSessionEnd`. */
export interface SessionEndWatch {
  seen(timeoutMs: number): Promise<boolean>;
  cancel(): void;
}
