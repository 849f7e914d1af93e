import { EventBus, USER_EVENTS } from '@overlay/domain';
import { Client } from 'pg';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import type { TestAccount } from '../../../test/support/accounts';
import { answeredStatus } from '../../../test/support/answered-status';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { ChangeUserAccessUseCase } from '../users';

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Admin users (e2e)', () => {
  let testApp: TestApp;
  let admin: TestAccount;
  let adminCookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createAccount(testApp, { role: 'admin', name: 'Root' });
    adminCookie = await sessionCookieFor(testApp, admin);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.server);
  const patch = (id: string, body: object, cookie = adminCookie) =>
    http().patch(`/api/admin/users/${id}`).set('Cookie', cookie).send(body);
  const me = (cookie: string) => http().get('/api/auth/me').set('Cookie', cookie);
  const auditRows = (targetUserId: string) =>
    queryDb<{ action: string; actor_user_id: string | null; details: Record<string, unknown> }>(
      testApp,
      'SELECT action, actor_user_id, details FROM audit_log WHERE target_user_id = $1 ORDER BY id',
      [targetUserId],
    );

  describe('GET /api/admin/users', () => {
    it('should list users with id, email, name, role, is_active and created_at only', async () => {
      const member = await createAccount(testApp, { name: 'Mia' });
      const response = await http().get('/api/admin/users').set('Cookie', adminCookie).expect(200);
      const row = response.body.users.find((user: { id: string }) => user.id === member.id);
      expect(row).toEqual({
        id: member.id,
        email: member.email,
        name: 'Mia',
        role: 'member',
        is_active: true,
        created_at: member.createdAt.toISOString(),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    it('should change a role, answer {user} and write an audit row', async () => {
      const member = await createAccount(testApp);
      const response = await patch(member.id, { role: 'promo_editor' }).expect(200);
      expect(response.body.user).toMatchObject({ id: member.id, role: 'promo_editor', is_active: true });
      expect(await auditRows(member.id)).toEqual([
        {
          action: 'user.role_changed',
          actor_user_id: admin.id,
          details: { from: 'member', to: 'promo_editor', via: 'admin' },
        },
      ]);
    });

    it('should make a promotion and a demotion count from the very next call', async () => {
      const user = await createAccount(testApp);
      const cookie = await sessionCookieFor(testApp, user);
      await http().get('/api/admin/users').set('Cookie', cookie).expect(403);
      await patch(user.id, { role: 'admin' }).expect(200);
      await http().get('/api/admin/users').set('Cookie', cookie).expect(200);
      await patch(user.id, { role: 'member' }).expect(200);
      await http().get('/api/admin/users').set('Cookie', cookie).expect(403);
      expect((await me(cookie).expect(200)).body.user.role).toBe('member');
    });

    it('should revoke every session of a deactivated user at once, and tell the event hub', async () => {
      const user = await createAccount(testApp);
      const laptop = await sessionCookieFor(testApp, user);
      const phone = await sessionCookieFor(testApp, user);
      await me(laptop).expect(200);
      const revoked: unknown[] = [];
      const listener = (event: unknown) => revoked.push(event);
      const unsubscribe = testApp.app.get(EventBus).subscribe(USER_EVENTS.sessionsRevoked, listener);
      try {
        const response = await patch(user.id, { is_active: false }).expect(200);
        expect(response.body.user).toMatchObject({ id: user.id, is_active: false });
      } finally {
        unsubscribe();
      }
      await me(laptop).expect(401);
      await me(phone).expect(401);
      expect(await queryDb(testApp, 'SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toHaveLength(0);
      expect(revoked).toEqual([{ userId: user.id }]);
      expect(await auditRows(user.id)).toEqual([
        {
          action: 'user.activation_changed',
          actor_user_id: admin.id,
          details: { from: true, to: false, sessionsRevoked: 2, via: 'admin' },
        },
      ]);
      // Back on: the user may sign in again (old sessions stay gone).
      await patch(user.id, { is_active: true }).expect(200);
      await me(laptop).expect(401);
      await http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.20')
        .send({ email: user.email, password: user.password })
        .expect(200);
    });

    it('should not write an audit row for a change that changes nothing', async () => {
      const member = await createAccount(testApp);
      await patch(member.id, { role: 'member' }).expect(200);
      await patch(member.id, { is_active: true }).expect(200);
      expect(await auditRows(member.id)).toEqual([]);
    });

    it.each([
      [{}, 'Send either role or is_active (one change at a time)'],
      [{ role: 'admin', is_active: true }, 'Send either role or is_active (one change at a time)'],
      [{ role: 'superuser' }, 'Role must be one of member, promo_editor, admin'],
      [{ is_active: 'no' }, 'is_active must be true or false'],
      [{ name: 'Renamed' }, "Unknown field 'name'"],
    ])('should answer 400 for %j', async (body, message) => {
      const member = await createAccount(testApp);
      const response = await patch(member.id, body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    });

    it('should answer 400 for an id that is not a UUID and 404 for an unknown one', async () => {
      const bad = await patch('not-a-uuid', { role: 'member' }).expect(400);
      expect(bad.body.message).toEqual(['User id must be a UUID']);
      const missing = await patch('00000000-0000-4000-8000-000000000000', { role: 'member' }).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'User not found', error: 'Not Found' });
    });
  });

  describe('the last active admin', () => {
    let solo: TestApp;
    let onlyAdmin: TestAccount;
    let cookie: string;

    beforeAll(async () => {
      solo = await createTestApp();
      onlyAdmin = await createAccount(solo, { role: 'admin' });
      cookie = await sessionCookieFor(solo, onlyAdmin);
    });

    afterAll(async () => {
      await solo.close();
    });

    const soloPatch = (id: string, body: object, as = cookie) =>
      request(solo.server).patch(`/api/admin/users/${id}`).set('Cookie', as).send(body);

    it.each([[{ role: 'promo_editor' }], [{ role: 'member' }], [{ is_active: false }]])(
      'should answer 409 to %j on the only active admin, themselves included',
      async (body) => {
        const response = await soloPatch(onlyAdmin.id, body).expect(409);
        expect(response.body).toEqual({
          statusCode: 409,
          message: 'The last active admin cannot be demoted or deactivated',
          error: 'Conflict',
        });
        await request(solo.server).get('/api/admin/users').set('Cookie', cookie).expect(200);
      },
    );

    it('should not count an inactive admin as another admin', async () => {
      const dormant = await createAccount(solo, { role: 'admin', isActive: false });
      await soloPatch(onlyAdmin.id, { role: 'member' }).expect(409);
      await soloPatch(dormant.id, { role: 'member' }).expect(200);
    });

    it('should let an admin step down while another active admin remains', async () => {
      const second = await createAccount(solo, { role: 'admin' });
      const secondCookie = await sessionCookieFor(solo, second);
      await soloPatch(second.id, { role: 'member' }, secondCookie).expect(200);
      await request(solo.server).get('/api/admin/users').set('Cookie', secondCookie).expect(403);
      await soloPatch(onlyAdmin.id, { is_active: false }).expect(409);
    });

    it('should let exactly one of two simultaneous demotions of the last two admins through', async () => {
      const other = await createAccount(solo, { role: 'admin' });
      const changeAccess = solo.app.get(ChangeUserAccessUseCase);
      // Hold the admins' row locks from outside, so both changes are in flight at once and
      // queue on the locks; without them both would count two admins and both would pass.
      const blocker = new Client({ connectionString: solo.database.url });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query("SELECT id FROM users WHERE role = 'admin' AND is_active FOR UPDATE");
        const outcomes = Promise.allSettled([
          changeAccess.execute({ actorUserId: onlyAdmin.id, targetUserId: other.id, change: { role: 'member' }, via: 'admin' }),
          changeAccess.execute({ actorUserId: other.id, targetUserId: onlyAdmin.id, change: { isActive: false }, via: 'admin' }),
        ]);
        // Watched from another connection: inside a transaction pg_stat_activity is a snapshot.
        await waitFor(async () => {
          const [{ n }] = await solo.database.admin<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
            [solo.database.name],
          );
          return n === 2;
        });
        await blocker.query('COMMIT');
        const results = await outcomes;
        expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
        const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
        expect(answeredStatus(rejected.reason)).toBe(409);
      } finally {
        await blocker.end();
      }
      const [{ count }] = await queryDb<{ count: string }>(
        solo,
        "SELECT count(*) FROM users WHERE role = 'admin' AND is_active",
      );
      expect(Number(count)).toBe(1);
    });
  });
});
