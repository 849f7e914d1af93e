import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { EventBus, USER_EVENTS } from '@overlay/domain';
import type { AuthChangedEvent, Unsubscribe, UserRoleChangedEvent, UserSessionEndedEvent, UserSessionsRevokedEvent } from '@overlay/domain';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { AuthenticateSessionUseCase } from './authenticate-session.use-case';

/**
 * Makes `AuthenticateSessionUseCase` forget the session checks it reuses for a changed user or a
 * deleted session, whichever instance, CLI or SQL made the change: it handles `auth_changed`
 * (raised by database triggers on `users` and `sessions`) and the account events (`@OnEvent`).
 * Reuse is on only while the bus is linked to the database: off at boot until LISTEN is in place,
 * off while the connection is lost, and every check is dropped on reconnect (notifications in
 * between are not replayed).
 */
@Injectable()
export class AuthChangeFeed implements OnModuleDestroy {
  private unsubscribe: Unsubscribe | null;

  constructor(
    private readonly bus: EventBus,
    private readonly authenticate: AuthenticateSessionUseCase,
  ) {
    this.unsubscribe = bus.onLinkChange((change) => {
      if (!change.connected) return this.authenticate.setReuseEnabled(false);
      // setReuseEnabled after a clear: whatever was remembered before is gone.
      this.authenticate.forgetAll();
      this.authenticate.setReuseEnabled(true);
    });
    if (bus.isLinked) this.authenticate.setReuseEnabled(true);
  }

  /** True while changes made elsewhere reach this instance. */
  get isListening(): boolean {
    return this.unsubscribe !== null && this.bus.isLinked;
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** Stops following changes (reuse goes off for good); also used by tests to run without the feed. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.authenticate.setReuseEnabled(false);
  }

  @OnDomainEvent('auth_changed')
  authChanged(change: AuthChangedEvent): void {
    if ('userId' in change) this.authenticate.forgetUser(change.userId);
    else if ('sessionId' in change) this.authenticate.forgetSession(change.sessionId);
    else this.authenticate.forgetAll();
  }

  @OnDomainEvent(USER_EVENTS.sessionsRevoked)
  sessionsRevoked(event: UserSessionsRevokedEvent): void {
    this.authenticate.onSessionsRevoked(event);
  }

  @OnDomainEvent(USER_EVENTS.roleChanged)
  roleChanged(event: UserRoleChangedEvent): void {
    this.authenticate.onRoleChanged(event);
  }

  @OnDomainEvent(USER_EVENTS.sessionEnded)
  sessionEnded(event: UserSessionEndedEvent): void {
    this.authenticate.onSessionEnded(event);
  }
}
