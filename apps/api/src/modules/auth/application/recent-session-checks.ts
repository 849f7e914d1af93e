import type { RequestAuth } from '../../../common/auth/request-auth';
import { LruCache } from '../../../common/cache/lru-cache';

/** Sessions kept at most: the least recently used check is forgotten first. */
const RECENT_SESSION_CHECKS_MAX = 10_000;

interface RecentCheck {
  auth: RequestAuth;
  checkedAtMs: number;
  /** The session's absolute or idle expiry, whichever comes first (epoch ms). */
  expiresAtMs: number;
}

/**
 * Successful session checks by cookie token, for routes that may reuse one for a short while
 * (`@ReuseSessionCheck`). A check is reused only while younger than the route allows and before
 * the session expires; forgetting a user or session drops it at once (indexed: change
 * notifications may come in bursts). `generation` moves on every forget, so a check read from
 * the database before a forget can be told apart and not remembered. Bounded by the project's one
 * LRU (`LruCache` over lru-cache): every check that leaves it, evicted or dropped, leaves the
 * indexes too.
 */
export class RecentSessionChecks {
  private readonly checks: LruCache<string, RecentCheck>;
  private readonly tokensByUser = new Map<string, Set<string>>();
  private readonly tokensBySession = new Map<string, Set<string>>();
  private generationCount = 0;

  constructor(max = RECENT_SESSION_CHECKS_MAX) {
    this.checks = new LruCache<string, RecentCheck>(max, Number.POSITIVE_INFINITY, () => 0, (check, token) => {
      unindex(this.tokensByUser, check.auth.user.id, token);
      unindex(this.tokensBySession, check.auth.sessionId, token);
    });
  }

  get size(): number {
    return this.checks.size;
  }

  /** Moves on every forget and clear. */
  get generation(): number {
    return this.generationCount;
  }

  find(token: string, maxAgeMs: number, nowMs: number): RequestAuth | null {
    return this.findCheck(token, maxAgeMs, nowMs)?.auth ?? null;
  }

  /** The check younger than `maxAgeMs` and before its session's expiry, with when it was read; null otherwise. */
  findCheck(token: string, maxAgeMs: number, nowMs: number): Readonly<RecentCheck> | null {
    const check = this.checks.get(token);
    if (check === undefined) return null;
    if (nowMs - check.checkedAtMs < maxAgeMs && nowMs < check.expiresAtMs) return check;
    this.checks.delete(token);
    return null;
  }

  /** Drops one token's check (its session was found gone when read again). */
  forgetToken(token: string): void {
    this.generationCount += 1;
    this.checks.delete(token);
  }

  remember(token: string, auth: RequestAuth, nowMs: number, expiresAtMs: number): void {
    // A replaced check leaves its indexes (onDrop) before the new one joins them.
    this.checks.set(token, { auth, checkedAtMs: nowMs, expiresAtMs });
    index(this.tokensByUser, auth.user.id, token);
    index(this.tokensBySession, auth.sessionId, token);
  }

  forgetUser(userId: string): void {
    this.generationCount += 1;
    for (const token of [...(this.tokensByUser.get(userId) ?? [])]) this.checks.delete(token);
  }

  forgetSession(sessionId: string): void {
    this.generationCount += 1;
    for (const token of [...(this.tokensBySession.get(sessionId) ?? [])]) this.checks.delete(token);
  }

  clear(): void {
    this.generationCount += 1;
    this.checks.clear();
    this.tokensByUser.clear();
    this.tokensBySession.clear();
  }
}

function index(map: Map<string, Set<string>>, key: string, token: string): void {
  const tokens = map.get(key);
  if (tokens) tokens.add(token);
  else map.set(key, new Set([token]));
}

function unindex(map: Map<string, Set<string>>, key: string, token: string): void {
  const tokens = map.get(key);
  if (!tokens) return;
  tokens.delete(token);
  if (tokens.size === 0) map.delete(key);
}
