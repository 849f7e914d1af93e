import { Injectable } from '@nestjs/common';
import { SESSION_POLICY, sessionExpiry, sessionNeedsTouch, SessionRepository, SessionTokens } from '@overlay/domain';
import type { UserRoleChangedEvent, UserSessionEndedEvent, UserSessionsRevokedEvent } from '@overlay/domain';
import type { RequestAuth } from '../../../common/auth/request-auth';
import { retryOnLostConnection } from '../../../common/database/lost-connection';
import { SingleFlight } from '../../../common/cache/single-flight';
import { Clock } from '../../../common/time/clock';
import { RecentSessionChecks } from './recent-session-checks';

/**
 * Who a cookie token signs in, read from the database on every request: the user's role and
 * active flag are never cached, so a demotion or deactivation counts from the next call. The one
 * exception is `executeReusing`, for the few hot read-only routes marked `@ReuseSessionCheck`,
 * while the change feed is listening (`AuthChangeFeed`).
 */
@Injectable()
export class AuthenticateSessionUseCase {
  private readonly recent = new RecentSessionChecks();
  private readonly rechecks = new SingleFlight<string, void>();
  /** Off until the change feed (`AuthChangeFeed`) is listening, and whenever it is not. */
  private reuseEnabled = false;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly tokens: SessionTokens,
  ) {}

  get isReuseEnabled(): boolean {
    return this.reuseEnabled;
  }

  /**
   * `execute`, reusing this token's last successful check when it is younger than `maxAgeMs`
   * (routes marked `@ReuseSessionCheck`), but only while reuse is enabled: while the database's
   * change feed is listening, so a change to a user or a session made anywhere (this or another
   * instance, the CLI, SQL) forgets the check within milliseconds. Otherwise every call checks
   * the database. A check that raced a forget is not remembered.
   */
  async executeReusing(token: string | undefined, maxAgeMs: number): Promise<RequestAuth | null> {
    if (!token || !this.reuseEnabled) return this.execute(token);
    const recent = this.peekReused(token, maxAgeMs);
    if (recent) return recent;
    const now = this.clock.now();
    const generation = this.recent.generation;
    const checked = await this.check(token);
    if (!checked) return null;
    if (this.reuseEnabled && this.recent.generation === generation) {
      this.recent.remember(token, checked.auth, now.getTime(), checked.expiresAtMs);
    }
    return checked.auth;
  }

  /**
   * The first step of `executeReusing`, without touching the database: the reused check, or null
   * when reuse is off, the token is unknown or its check is older than `maxAgeMs` (then only the
   * database can tell). The opportunities fast path serves from it, the guard's own first step.
   */
  peekReused(token: string | undefined, maxAgeMs: number): RequestAuth | null {
    if (!token || !this.reuseEnabled) return null;
    const nowMs = this.clock.now().getTime();
    const check = this.recent.findCheck(token, maxAgeMs, nowMs);
    if (check === null) return null;
    // Past half its allowed age, the check is read again in the background: a token in steady
    // use (a dashboard's reads) never waits for the database, and no check served is older than
    // maxAgeMs (docs/architecture.md, "Serving prepared versions").
    if (nowMs - check.checkedAtMs >= maxAgeMs / 2) this.recheckAhead(token);
    return check.auth;
  }

  /** Reads a reused token's check again (once however many requests see it ageing); a session found gone is forgotten. */
  private recheckAhead(token: string): void {
    void this.rechecks
      .run(token, async () => {
        const now = this.clock.now();
        const generation = this.recent.generation;
        const checked = await this.check(token);
        if (!checked) this.recent.forgetToken(token);
        else if (this.reuseEnabled && this.recent.generation === generation) {
          this.recent.remember(token, checked.auth, now.getTime(), checked.expiresAtMs);
        }
      })
      // A failed read leaves the check to age out: the next request past maxAgeMs asks the database.
      .catch(() => undefined);
  }

  /** Turns reuse on (the change feed listens) or off (it does not: every check goes to the database). */
  setReuseEnabled(enabled: boolean): void {
    if (!enabled) this.recent.clear();
    this.reuseEnabled = enabled;
  }

  forgetUser(userId: string): void {
    this.recent.forgetUser(userId);
  }

  forgetSession(sessionId: string): void {
    this.recent.forgetSession(sessionId);
  }

  /** Notifications may have been missed: drop every reused check. */
  forgetAll(): void {
    this.recent.clear();
  }

  onSessionsRevoked(event: UserSessionsRevokedEvent): void {
    this.forgetUser(event.userId);
  }

  onRoleChanged(event: UserRoleChangedEvent): void {
    this.forgetUser(event.userId);
  }

  onSessionEnded(event: UserSessionEndedEvent): void {
    this.forgetSession(event.sessionId);
  }

  async execute(token: string | undefined): Promise<RequestAuth | null> {
    return (await this.check(token))?.auth ?? null;
  }

  /** Idempotent (a read, deletes of dead sessions, a touch), so a killed connection is retried. */
  private check(token: string | undefined): Promise<{ auth: RequestAuth; expiresAtMs: number } | null> {
    return retryOnLostConnection(() => this.checkOnce(token));
  }

  private async checkOnce(token: string | undefined): Promise<{ auth: RequestAuth; expiresAtMs: number } | null> {
    const id = this.tokens.idOf(token);
    if (!id) return null;
    const found = await this.sessions.findWithUser(id);
    if (!found) return null;
    const now = this.clock.now();
    if (sessionExpiry(found.session, now) !== null) {
      await this.sessions.delete(id);
      return null;
    }
    if (!found.user.isActive) {
      // Deactivation deletes sessions already; this covers a flag flipped outside the api.
      await this.sessions.deleteAllForUser(found.user.id);
      return null;
    }
    if (sessionNeedsTouch(found.session, now)) await this.sessions.touch(id, now);
    const { expiresAt, lastSeenAt } = found.session;
    return {
      auth: { user: found.user, sessionId: id },
      // The earlier of its absolute expiry and its idle expiry as last seen (before any touch).
      expiresAtMs: Math.min(expiresAt.getTime(), lastSeenAt.getTime() + SESSION_POLICY.idleTimeoutMs),
    };
  }
}
