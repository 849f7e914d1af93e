import type { User } from './user';

/** Server-side session policy (docs/architecture.md §5): idle and absolute expiry, enforced on every request. */
export const SESSION_POLICY = {
  /** A session unused for this long is over. */
  idleTimeoutMs: 24 * 60 * 60 * 1000,
  /** A session is over this long after sign-in, however active. */
  absoluteTtlMs: 30 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often, so reads stay cheap. */
  touchIntervalMs: 60 * 1000,
} as const;

/** A stored session. `id` is the SHA-256 of the cookie token; the token itself is never stored. */
export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export interface SessionWithUser {
  session: Session;
  user: User;
}

/** Why a stored session no longer signs its holder in, or null while it does. */
export function sessionExpiry(session: Pick<Session, 'lastSeenAt' | 'expiresAt'>, now: Date): 'idle' | 'absolute' | null {
  if (now.getTime() >= session.expiresAt.getTime()) return 'absolute';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_POLICY.idleTimeoutMs) return 'idle';
  return null;
}

export function sessionNeedsTouch(session: Pick<Session, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_POLICY.touchIntervalMs;
}
