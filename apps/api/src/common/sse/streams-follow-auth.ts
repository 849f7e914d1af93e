import { USER_EVENTS } from '@overlay/domain';
import type { AuthChangedEvent, EventBus, Unsubscribe } from '@overlay/domain';

/** What a stream hub can end when an account changes. */
export interface AuthBoundStreams {
  closeUser(userId: string): void;
  closeSession(sessionId: string): void;
  /** A change the database could not name: every stream ends (browsers sign in again on reconnect). */
  closeEvery(): void;
}

/**
 * The one rule by which every server-sent stream (`/api/events` and the live race streams) ends
 * on an account change, on every instance: a logout ends the streams of its session; a
 * deactivation, a role change, and any change the database itself reports for a user
 * (`auth.changed {userId}`: an UPDATE in SQL, the CLI) end all of the user's streams. The browser
 * reconnects and its session is checked again, so a user who may still stream is back at once.
 */
export function endStreamsOnAuthChange(bus: EventBus, streams: AuthBoundStreams): Unsubscribe[] {
  return [
    bus.subscribe(USER_EVENTS.sessionEnded, ({ sessionId }) => streams.closeSession(sessionId)),
    bus.subscribe(USER_EVENTS.sessionsRevoked, ({ userId }) => streams.closeUser(userId)),
    bus.subscribe(USER_EVENTS.roleChanged, ({ userId }) => streams.closeUser(userId)),
    bus.subscribe('auth.changed', (change) => endForChange(change, streams)),
  ];
}

function endForChange(change: AuthChangedEvent, streams: AuthBoundStreams): void {
  if ('userId' in change) streams.closeUser(change.userId);
  else if ('sessionId' in change) streams.closeSession(change.sessionId);
  else streams.closeEvery();
}
