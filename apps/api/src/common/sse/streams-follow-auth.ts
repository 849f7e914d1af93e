import { Injectable } from '@nestjs/common';
import { USER_EVENTS } from '@overlay/domain';
import type { AuthChangedEvent, UserRoleChangedEvent, UserSessionEndedEvent, UserSessionsRevokedEvent } from '@overlay/domain';
import { OnDomainEvent } from '../../events/on-domain-event.decorator';

/** What a stream hub can end when an account changes. */
export interface AuthBoundStreams {
  closeUser(userId: string): void;
  closeSession(sessionId: string): void;
  /** A change the database could not name: every stream ends (browsers sign in again on reconnect). */
  closeEvery(): void;
}

/**
 * The one handler by which every server-sent stream hub (`/api/events` and the live race streams)
 * ends streams on an account change, on every instance: a logout ends the streams of its session;
 * a deactivation, a role change, and any change the database itself reports for a user
 * (`auth_changed {userId}`: an UPDATE in SQL, the CLI) end all of the user's streams. The browser
 * reconnects and its session is checked again, so a user who may still stream is back at once.
 * Hubs `register` themselves.
 */
@Injectable()
export class StreamsFollowAuth {
  private readonly hubs = new Set<AuthBoundStreams>();

  /** Returns the function that unregisters the hub. */
  register(streams: AuthBoundStreams): () => void {
    this.hubs.add(streams);
    return () => this.hubs.delete(streams);
  }

  @OnDomainEvent(USER_EVENTS.sessionEnded)
  sessionEnded({ sessionId }: UserSessionEndedEvent): void {
    for (const hub of this.hubs) hub.closeSession(sessionId);
  }

  @OnDomainEvent(USER_EVENTS.sessionsRevoked)
  sessionsRevoked({ userId }: UserSessionsRevokedEvent): void {
    for (const hub of this.hubs) hub.closeUser(userId);
  }

  @OnDomainEvent(USER_EVENTS.roleChanged)
  roleChanged({ userId }: UserRoleChangedEvent): void {
    for (const hub of this.hubs) hub.closeUser(userId);
  }

  @OnDomainEvent('auth_changed')
  authChanged(change: AuthChangedEvent): void {
    for (const hub of this.hubs) {
      if ('userId' in change) hub.closeUser(change.userId);
      else if ('sessionId' in change) hub.closeSession(change.sessionId);
      else hub.closeEvery();
    }
  }
}
