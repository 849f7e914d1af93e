import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { EventBus, USER_EVENTS } from '@overlay/domain';
import type { AuthChangedEvent, Unsubscribe } from '@overlay/domain';
import { AuthenticateSessionUseCase } from './authenticate-session.use-case';

/**
 * Makes `AuthenticateSessionUseCase` forget the session checks it reuses for a changed user or a
 * deleted session, whichever instance, CLI or SQL made the change: it subscribes to `auth.changed`
 * (raised by database triggers on `users` and `sessions`) and to the account events, all through
 * the EventBus. Reuse is on only while the bus is linked to the database: off at boot until LISTEN
 * is in place, off while the connection is lost, and every check is dropped on reconnect
 * (notifications in between are not replayed).
 */
@Injectable()
export class AuthChangeFeed implements OnModuleDestroy {
  private readonly unsubscribes: Unsubscribe[];

  constructor(
    private readonly bus: EventBus,
    private readonly authenticate: AuthenticateSessionUseCase,
  ) {
    this.unsubscribes = [
      bus.onLinkChange((change) => {
        if (!change.connected) return this.authenticate.setReuseEnabled(false);
        // setReuseEnabled after a clear: whatever was remembered before is gone.
        this.authenticate.forgetAll();
        this.authenticate.setReuseEnabled(true);
      }),
      bus.subscribe('auth.changed', (change) => this.onAuthChanged(change)),
      bus.subscribe(USER_EVENTS.sessionsRevoked, (event) => authenticate.onSessionsRevoked(event)),
      bus.subscribe(USER_EVENTS.roleChanged, (event) => authenticate.onRoleChanged(event)),
      bus.subscribe(USER_EVENTS.sessionEnded, (event) => authenticate.onSessionEnded(event)),
    ];
    if (bus.isLinked) this.authenticate.setReuseEnabled(true);
  }

  /** True while changes made elsewhere reach this instance. */
  get isListening(): boolean {
    return this.unsubscribes.length > 0 && this.bus.isLinked;
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** Stops following changes (reuse goes off for good); also used by tests to run without the feed. */
  stop(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.authenticate.setReuseEnabled(false);
  }

  private onAuthChanged(change: AuthChangedEvent): void {
    if ('userId' in change) this.authenticate.forgetUser(change.userId);
    else if ('sessionId' in change) this.authenticate.forgetSession(change.sessionId);
    else this.authenticate.forgetAll();
  }
}
