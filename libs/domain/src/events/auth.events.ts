/**
 * Raised by the database itself (triggers on `users` and `sessions`), whoever made the change:
 * this instance, another one, the CLI or plain SQL. Reused session checks for it are dropped.
 */
export const AUTH_CHANGED_EVENT = 'auth_changed';

/**
 * A user whose role, active flag or password changed (or who was deleted), a deleted session, or
 * (`all`) a change the payload did not say: forget everything rather than guess.
 */
export type AuthChangedEvent = { userId: string } | { sessionId: string } | { all: true };

/** A trigger payload (already JSON-parsed) as an AuthChangedEvent, or `null` when it is neither shape. */
export function parseAuthChange(payload: unknown): { userId: string } | { sessionId: string } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { userId, sessionId } = payload as Record<string, unknown>;
  if (typeof userId === 'string' && userId !== '') return { userId };
  if (typeof sessionId === 'string' && sessionId !== '') return { sessionId };
  return null;
}
