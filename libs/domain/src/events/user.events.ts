import type { UserRole } from '../user/user-role';

/**
 * In-process events about accounts, for the event hub to close streams. Emitted after the
 * change is committed.
 */
export const USER_EVENTS = {
  /** Every session of the user is gone (deactivation): close all of their streams. */
  sessionsRevoked: 'user_sessions_revoked',
  /** One session ended (logout): close the streams opened with it. */
  sessionEnded: 'user_session_ended',
  /** The role changed: streams that need a permission should re-check it. */
  roleChanged: 'user_role_changed',
} as const;

export interface UserSessionsRevokedEvent {
  userId: string;
}

export interface UserSessionEndedEvent {
  userId: string;
  sessionId: string;
}

export interface UserRoleChangedEvent {
  userId: string;
  role: UserRole;
}
