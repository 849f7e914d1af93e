import { SESSION_POLICY } from '@overlay/domain';
import type { Permission } from '@overlay/domain';
import { FixedClock, InMemorySessionRepository, InMemoryUserRepository, sessionTokens } from '../../../../test/support/in-memory-accounts';
import { accessVerdict } from './access-verdict';
import { AuthenticateSessionUseCase } from './authenticate-session.use-case';

describe('Unit', () => {
  describe('AuthenticateSessionUseCase', () => {
    let users: InMemoryUserRepository;
    let sessions: InMemorySessionRepository;
    let clock: FixedClock;
    let useCase: AuthenticateSessionUseCase;

    beforeEach(() => {
      users = new InMemoryUserRepository();
      sessions = new InMemorySessionRepository(users);
      clock = new FixedClock();
      useCase = new AuthenticateSessionUseCase(sessions, clock, sessionTokens);
    });

    async function signedIn(isActive = true) {
      const user = users.add({ role: 'promo_editor', isActive });
      const { token, id } = sessionTokens.issue();
      const now = clock.now();
      await sessions.create({
        id,
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteTtlMs),
        userAgent: null,
        ip: null,
      });
      return { user, token, id };
    }

    describe('execute', () => {
      it('should answer the user and session id for a live session', async () => {
        const { user, token, id } = await signedIn();
        await expect(useCase.execute(token)).resolves.toEqual({
          sessionId: id,
          user: expect.objectContaining({ id: user.id, role: 'promo_editor' }),
        });
      });

      it.each([undefined, '', 'not-a-token', 'A'.repeat(43)])('should answer null for %p', async (token) => {
        await expect(useCase.execute(token)).resolves.toBeNull();
      });

      it('should read the role from the store each time', async () => {
        const { user, token } = await signedIn();
        await users.update(user.id, { role: 'member' });
        await expect(useCase.execute(token)).resolves.toMatchObject({ user: { role: 'member' } });
      });

      it('should end a session idle for 24 h', async () => {
        const { token, id } = await signedIn();
        clock.advance(SESSION_POLICY.idleTimeoutMs);
        await expect(useCase.execute(token)).resolves.toBeNull();
        expect(sessions.rows.has(id)).toBe(false);
      });

      it('should end a session at its absolute expiry even if used every hour', async () => {
        const { token } = await signedIn();
        for (let hours = 0; hours < 30 * 24 - 1; hours += 1) {
          clock.advance(3600_000);
          if ((await useCase.execute(token)) === null) throw new Error(`ended early at ${hours} h`);
        }
        clock.advance(3600_000);
        await expect(useCase.execute(token)).resolves.toBeNull();
      });

      it('should touch last_seen_at only when a minute has passed', async () => {
        const { token, id } = await signedIn();
        const first = sessions.rows.get(id)?.lastSeenAt;
        clock.advance(30_000);
        await useCase.execute(token);
        expect(sessions.rows.get(id)?.lastSeenAt).toEqual(first);
        clock.advance(30_000);
        await useCase.execute(token);
        expect(sessions.rows.get(id)?.lastSeenAt).toEqual(clock.now());
      });

      it('should refuse an inactive user and drop their sessions', async () => {
        const { token, user } = await signedIn(false);
        await expect(useCase.execute(token)).resolves.toBeNull();
        expect([...sessions.rows.values()].filter((s) => s.userId === user.id)).toEqual([]);
      });
    });

    describe('executeReusing', () => {
      beforeEach(() => useCase.setReuseEnabled(true));

      it('should check the store on every call while reuse is off (change feed not listening)', async () => {
        const { user, token } = await signedIn();
        useCase.setReuseEnabled(false);
        await useCase.executeReusing(token, 60_000);
        await users.update(user.id, { role: 'member' });
        await expect(useCase.executeReusing(token, 60_000)).resolves.toMatchObject({ user: { role: 'member' } });
      });

      it('should drop every reused check when reuse goes off, and on forgetAll', async () => {
        const { token, id } = await signedIn();
        await useCase.executeReusing(token, 60_000);
        await sessions.delete(id);
        useCase.setReuseEnabled(false);
        useCase.setReuseEnabled(true);
        await expect(useCase.executeReusing(token, 60_000)).resolves.toBeNull();
        const other = await signedIn();
        await useCase.executeReusing(other.token, 60_000);
        await sessions.delete(other.id);
        useCase.forgetAll();
        await expect(useCase.executeReusing(other.token, 60_000)).resolves.toBeNull();
      });

      it('should not remember a check read before a concurrent forget', async () => {
        const { user, token } = await signedIn();
        const pending = useCase.executeReusing(token, 60_000);
        // The change lands while the check is in flight: its (maybe stale) answer is not kept.
        useCase.forgetUser(user.id);
        await pending;
        await users.update(user.id, { role: 'member' });
        await expect(useCase.executeReusing(token, 60_000)).resolves.toMatchObject({ user: { role: 'member' } });
      });

      it('should reuse a check younger than maxAgeMs, then read the store again', async () => {
        const { user, token } = await signedIn();
        const first = await useCase.executeReusing(token, 1000);
        await users.update(user.id, { role: 'member' });
        clock.advance(999);
        await expect(useCase.executeReusing(token, 1000)).resolves.toBe(first);
        clock.advance(1);
        await expect(useCase.executeReusing(token, 1000)).resolves.toMatchObject({ user: { role: 'member' } });
        // Routes without reuse always read the store.
        await users.update(user.id, { role: 'admin' });
        await expect(useCase.execute(token)).resolves.toMatchObject({ user: { role: 'admin' } });
      });

      it.each([
        ['logout', (ids: { userId: string; sessionId: string }) => useCase.onSessionEnded(ids)],
        ['deactivation', (ids: { userId: string }) => useCase.onSessionsRevoked(ids)],
        ['a role change', (ids: { userId: string }) => useCase.onRoleChanged({ ...ids, role: 'member' })],
      ])('should forget a reused check at once on %s', async (_name, forget) => {
        const { user, token, id } = await signedIn();
        await useCase.executeReusing(token, 60_000);
        await sessions.delete(id);
        await expect(useCase.executeReusing(token, 60_000)).resolves.not.toBeNull();
        forget({ userId: user.id, sessionId: id });
        await expect(useCase.executeReusing(token, 60_000)).resolves.toBeNull();
      });

      it('should not reuse a check past the session’s expiry', async () => {
        const { token } = await signedIn();
        await useCase.executeReusing(token, SESSION_POLICY.idleTimeoutMs * 2);
        clock.advance(SESSION_POLICY.idleTimeoutMs);
        await expect(useCase.executeReusing(token, SESSION_POLICY.idleTimeoutMs * 2)).resolves.toBeNull();
      });

      it('should answer null without a token', async () => {
        await expect(useCase.executeReusing(undefined, 1000)).resolves.toBeNull();
      });
    });

    describe('peekReused with accessVerdict (what the opportunities fast path serves by)', () => {
      beforeEach(() => useCase.setReuseEnabled(true));
      const rules = (permission?: Permission) => ({ isPublic: false, permission, reuseMs: 1000 });

      it('should give both guards’ verdict from a reused check, never touching the store', async () => {
        const { token, user } = await signedIn();
        // promo_editor: may view opportunities and edit promos, not manage users (docs/product.md §6).
        const first = await useCase.executeReusing(token, 1000);
        await sessions.delete((first as { sessionId: string }).sessionId);
        const reused = useCase.peekReused(token, 1000);
        expect(reused).toEqual(first);
        expect(accessVerdict(reused, rules('view_opportunities'))).toBe('allowed');
        expect(accessVerdict(reused, rules())).toBe('allowed');
        expect(accessVerdict(reused, rules('manage_users'))).toBe('forbidden');
        expect(first).toMatchObject({ user: { id: user.id } });
      });

      const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

      it('should read a check past half its allowed age again in the background, so a token in use stays in memory', async () => {
        const { token, user } = await signedIn();
        const first = await useCase.executeReusing(token, 1000);
        await users.update(user.id, { role: 'member' });
        clock.advance(499);
        expect(useCase.peekReused(token, 1000)).toBe(first);
        await settled();
        expect(useCase.peekReused(token, 1000)).toBe(first);
        clock.advance(1);
        // Half its age: still served as read, and read again behind it.
        expect(useCase.peekReused(token, 1000)).toBe(first);
        await settled();
        expect(useCase.peekReused(token, 1000)).toMatchObject({ user: { role: 'member' } });
        // Read again at 500 ms: still in memory 999 ms after that, past the first check's 1000.
        clock.advance(999);
        expect(useCase.peekReused(token, 1000)).toMatchObject({ user: { role: 'member' } });
      });

      it('should forget a reused token whose session is found gone when read again', async () => {
        const { token, id } = await signedIn();
        await useCase.executeReusing(token, 1000);
        await sessions.delete(id);
        clock.advance(600);
        expect(useCase.peekReused(token, 1000)).not.toBeNull();
        await settled();
        expect(useCase.peekReused(token, 1000)).toBeNull();
      });

      it('should answer null (ask the database) when nothing fresh is in memory or reuse is off', async () => {
        const { token } = await signedIn();
        expect(useCase.peekReused(token, 1000)).toBeNull();
        await useCase.executeReusing(token, 1000);
        clock.advance(1000);
        expect(useCase.peekReused(token, 1000)).toBeNull();
        await useCase.executeReusing(token, 1000);
        useCase.setReuseEnabled(false);
        expect(useCase.peekReused(token, 1000)).toBeNull();
        expect(useCase.peekReused(undefined, 1000)).toBeNull();
        expect(accessVerdict(null, rules('view_opportunities'))).toBe('signed_out');
      });
    });
  });
});
