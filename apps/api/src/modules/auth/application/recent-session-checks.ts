import type { RequestAuth } from '../../../common/auth/request-auth';

/** Sessions kept at most: the oldest check is forgotten first. */
export const RECENT_SESSION_CHECKS_MAX = 10_000;

interface RecentCheck {
  auth: RequestAuth;
  checkedAtMs: number;
  /** The session's absolute or idle expiry, whichever comes first (epoch ms). */
  expiresAtMs: number;
}

/**
 * Successful session checks by cookie token, for routes that may reuse one for a short while
 * (`@ReuseSessionCheck`). A check is reused only while younger than the route allows and before
 * the session expires; forgetting a user or session drops it at once.
 */
export class RecentSessionChecks {
  private readonly checks = new Map<string, RecentCheck>();

  constructor(private readonly max = RECENT_SESSION_CHECKS_MAX) {}

  get size(): number {
    return this.checks.size;
  }

  find(token: string, maxAgeMs: number, nowMs: number): RequestAuth | null {
    const check = this.checks.get(token);
    if (check === undefined) return null;
    if (nowMs - check.checkedAtMs < maxAgeMs && nowMs < check.expiresAtMs) return check.auth;
    this.checks.delete(token);
    return null;
  }

  remember(token: string, auth: RequestAuth, nowMs: number, expiresAtMs: number): void {
    this.checks.delete(token);
    this.checks.set(token, { auth, checkedAtMs: nowMs, expiresAtMs });
    // Map order is insertion order: the first keys are the oldest checks.
    for (const oldest of this.checks.keys()) {
      if (this.checks.size <= this.max) break;
      this.checks.delete(oldest);
    }
  }

  forgetUser(userId: string): void {
    for (const [token, check] of this.checks) if (check.auth.user.id === userId) this.checks.delete(token);
  }

  forgetSession(sessionId: string): void {
    for (const [token, check] of this.checks) if (check.auth.sessionId === sessionId) this.checks.delete(token);
  }
}
