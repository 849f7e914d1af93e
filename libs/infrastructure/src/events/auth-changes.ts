/** The channel the auth triggers notify on (migration 1763740000000-notify-auth-changes). */
export const AUTH_CHANGES_CHANNEL = 'overlay_auth';

/** A user whose role, active flag or password changed (or who was deleted), or a deleted session. */
export type AuthChange = { userId: string } | { sessionId: string };

/** An `overlay_auth` payload (already JSON-parsed), or `null` when it is neither shape. */
export function parseAuthChange(payload: unknown): AuthChange | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { userId, sessionId } = payload as Record<string, unknown>;
  if (typeof userId === 'string' && userId !== '') return { userId };
  if (typeof sessionId === 'string' && sessionId !== '') return { sessionId };
  return null;
}
