import { Argon2idPasswordHasher } from '@overlay/infrastructure';
import request from 'supertest';
import {
  clientAddress,
  createAccount,
  queryDb,
  sessionCookieFor,
  sessionCookieOf,
  sessionSetCookie,
} from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('Auth calls (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.server);
  const login = (email: string, password: string, cookie?: string) => {
    const call = http().post('/api/auth/login').set('X-Forwarded-For', clientAddress()).send({ email, password });
    return cookie ? call.set('Cookie', cookie) : call;
  };

  describe('POST /api/auth/signup', () => {
    it('should create a member, sign them in and answer {user}', async () => {
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: 'Alice Punter', email: 'alice@example.com', password: 'long-enough-pw' })
        .expect(201);
      expect(response.body).toEqual({
        user: { id: expect.any(String), name: 'Alice Punter', email: 'alice@example.com', role: 'member' },
      });
      const cookie = sessionSetCookie(response);
      expect(cookie).toMatch(/^overlay_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/);
      // The web's boot reads the sign beside it (readable, no secret in it).
      expect(setCookies(response).find((line) => line.startsWith('overlay_signed_in='))).toMatch(
        /^overlay_signed_in=1;.*Path=\/(?!.*HttpOnly)/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const me = await http().get('/api/auth/me').set('Cookie', sessionCookieOf(response)).expect(200);
      expect(me.body).toEqual(response.body);
    });

    it('should store the email trimmed and lower-cased, and the name trimmed', async () => {
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: '  Bob  ', email: '  Bob.Smith@Example.COM ', password: 'long-enough-pw' })
        .expect(201);
      expect(response.body.user).toMatchObject({ name: 'Bob', email: 'bob.smith@example.com' });
    });

    it('should store an argon2id hash with m=19456, t=2, p=1 and never return it', async () => {
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: 'Hash Check', email: 'hash@example.com', password: 'long-enough-pw' })
        .expect(201);
      const [row] = await queryDb<{ password_hash: string }>(testApp, 'SELECT password_hash FROM users WHERE id = $1', [
        response.body.user.id,
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(row.password_hash).not.toContain('long-enough-pw');
      expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);
    });

    it('should write a user.signed_up audit row', async () => {
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: 'Audit Me', email: 'audit@example.com', password: 'long-enough-pw' })
        .expect(201);
      const rows = await queryDb<{ action: string; actor_user_id: string | null; details: Record<string, unknown> }>(
        testApp,
        'SELECT action, actor_user_id, details FROM audit_log WHERE target_user_id = $1',
        [response.body.user.id],
      );
      expect(rows).toEqual([
        {
          action: 'user.signed_up',
          actor_user_id: null,
          details: { email: 'audit@example.com', role: 'member', via: 'signup' },
        },
      ]);
    });

    it.each([
      [{ name: 'A', email: 'ok@example.com', password: 'long-enough-pw' }, ['Name must be at least 2 characters']],
      [{ name: 'Alice', email: 'not-an-email', password: 'long-enough-pw' }, ['Invalid email address']],
      // A zero-width space, a byte-order mark, a right-to-left override: the address would read as another's.
      [{ name: 'Alice', email: 'ok\u200b@example.com', password: 'long-enough-pw' }, ['Invalid email address']],
      [{ name: 'Alice', email: 'ok\ufeff@example.com', password: 'long-enough-pw' }, ['Invalid email address']],
      [{ name: 'Alice', email: 'ok@exa\u202emple.com', password: 'long-enough-pw' }, ['Invalid email address']],
      [{ name: 'Alice', email: 'ok@example.com', password: 'short' }, ['Password must be at least 8 characters']],
      [{ name: '   ', email: 'ok@example.com', password: 'long-enough-pw' }, ['Name must be at least 2 characters']],
      [
        {},
        ['Name must be at least 2 characters', 'Invalid email address', 'Password must be at least 8 characters'],
      ],
      [
        { name: 7, email: 7, password: 12345678 },
        ['Name must be at least 2 characters', 'Invalid email address', 'Password must be at least 8 characters'],
      ],
    ])('should answer 400 for %j with the spec messages %j', async (body, messages) => {
      const response = await http().post('/api/auth/signup').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
      expect(sessionSetCookie(response)).toBeUndefined();
    });

    it('should refuse unknown fields such as confirmPassword or role with 400', async () => {
      const response = await http()
        .post('/api/auth/signup')
        .send({
          name: 'Mallory',
          email: 'mallory@example.com',
          password: 'long-enough-pw',
          confirmPassword: 'long-enough-pw',
          role: 'admin',
        })
        .expect(400);
      expect(response.body.message).toEqual(["Unknown field 'confirmPassword'", "Unknown field 'role'"]);
      const rows = await queryDb(testApp, 'SELECT 1 FROM users WHERE email = $1', ['mallory@example.com']);
      expect(rows).toHaveLength(0);
    });

    it('should answer 409 with a clear message for a taken email, whatever its case', async () => {
      await createAccount(testApp, { email: 'taken@example.com' });
      const response = await http()
        .post('/api/auth/signup')
        .send({ name: 'Second', email: 'TAKEN@example.com', password: 'long-enough-pw' })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'Conflict',
      });
    });

    it('should let only one of two simultaneous sign-ups with one email through', async () => {
      const body = { name: 'Racer', email: 'race@example.com', password: 'long-enough-pw' };
      const statuses = (
        await Promise.all([http().post('/api/auth/signup').send(body), http().post('/api/auth/signup').send(body)])
      ).map((response) => response.status);
      expect(statuses.sort()).toEqual([201, 409]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('should sign in with the right password and answer {user}', async () => {
      const account = await createAccount(testApp, { role: 'promo_editor', name: 'Eddie' });
      const response = await login(account.email.toUpperCase(), account.password).expect(200);
      expect(response.body).toEqual({
        user: { id: account.id, name: 'Eddie', email: account.email, role: 'promo_editor' },
      });
      await http().get('/api/auth/me').set('Cookie', sessionCookieOf(response)).expect(200);
    });

    it('should answer a wrong password and an unknown email with the same status and body', async () => {
      const account = await createAccount(testApp);
      const wrongPassword = await login(account.email, 'not-the-password').expect(401);
      const unknownEmail = await login('nobody@example.com', 'not-the-password').expect(401);
      expect(wrongPassword.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(sessionSetCookie(wrongPassword)).toBeUndefined();
      expect(sessionSetCookie(unknownEmail)).toBeUndefined();
    });

    it('should take about as long for an unknown email as for a wrong password', async () => {
      const account = await createAccount(testApp);
      const hasher = new Argon2idPasswordHasher();
      const storedHash = await hasher.hash('some-password');
      const timed = async (work: () => Promise<unknown>) => {
        const started = process.hrtime.bigint();
        await work();
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const verify: number[] = [];
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        verify.push(await timed(() => hasher.verify(storedHash, 'not-the-password')));
        wrong.push(await timed(() => login(account.email, 'not-the-password').expect(401)));
        unknown.push(await timed(() => login(`ghost${i}@example.com`, 'not-the-password').expect(401)));
      }
      // Both paths verify one argon2id hash, so both take at least one verification; without
      // the dummy hash an unknown email would answer in a few milliseconds.
      expect(median(unknown)).toBeGreaterThan(median(verify) * 0.8);
      expect(median(wrong)).toBeGreaterThan(median(verify) * 0.8);
    });

    it.each([
      [{ email: 'nope', password: 'x' }, ['Invalid email address']],
      [{ email: 'admin@example.com\u200b', password: 'x' }, ['Invalid email address']],
      [{ email: 'a@example.com', password: '' }, ['Password is required']],
      [{}, ['Invalid email address', 'Password is required']],
    ])('should answer 400 for %j with %j', async (body, messages) => {
      const response = await http().post('/api/auth/login').send(body).expect(400);
      expect(response.body.message).toEqual(messages);
    });

    it('should not sign in an inactive user, and tell them only once the password is right', async () => {
      const account = await createAccount(testApp, { isActive: false });
      const right = await login(account.email, account.password).expect(403);
      expect(right.body.message).toBe('This account has been deactivated. Contact an administrator.');
      expect(sessionSetCookie(right)).toBeUndefined();
      const wrong = await login(account.email, 'not-the-password').expect(401);
      expect(wrong.body.message).toBe('Invalid email or password');
      const rows = await queryDb(testApp, 'SELECT 1 FROM sessions WHERE user_id = $1', [account.id]);
      expect(rows).toHaveLength(0);
    });

    it('should rotate the session: the cookie presented at login is replaced and stops working', async () => {
      const account = await createAccount(testApp);
      const before = await sessionCookieFor(testApp, account);
      await http().get('/api/auth/me').set('Cookie', before).expect(200);

      const response = await login(account.email, account.password, before).expect(200);
      const after = sessionCookieOf(response);
      expect(after).not.toBe(before);
      await http().get('/api/auth/me').set('Cookie', before).expect(401);
      await http().get('/api/auth/me').set('Cookie', after).expect(200);
    });

    it('should rotate at sign-up too, and ignore a made-up cookie planted before it', async () => {
      const planted = 'overlay_session=' + 'A'.repeat(43);
      const response = await http()
        .post('/api/auth/signup')
        .set('Cookie', planted)
        .send({ name: 'Fresh', email: 'fresh@example.com', password: 'long-enough-pw' })
        .expect(201);
      const issued = sessionCookieOf(response);
      expect(issued).not.toBe(planted);
      await http().get('/api/auth/me').set('Cookie', planted).expect(401);
      await http().get('/api/auth/me').set('Cookie', issued).expect(200);
    });

    it('should mark the cookie Secure when the request came over TLS via a trusted proxy', async () => {
      const account = await createAccount(testApp);
      const response = await login(account.email, account.password).set('X-Forwarded-Proto', 'https').expect(200);
      expect(sessionSetCookie(response)).toMatch(/; Secure/);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('should delete the session on the server and clear the cookie', async () => {
      const account = await createAccount(testApp);
      const cookie = await sessionCookieFor(testApp, account);
      const response = await http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
      expect(sessionSetCookie(response)).toMatch(/^overlay_session=;.*Expires=Thu, 01 Jan 1970/);
      expect(setCookies(response)).toContainEqual(expect.stringMatching(/^overlay_signed_in=;.*Expires=Thu, 01 Jan 1970/));
      await http().get('/api/auth/me').set('Cookie', cookie).expect(401);
      const rows = await queryDb(testApp, 'SELECT 1 FROM sessions WHERE user_id = $1', [account.id]);
      expect(rows).toHaveLength(0);
    });

    it('should end only that session, not the user’s other ones', async () => {
      const account = await createAccount(testApp);
      const laptop = await sessionCookieFor(testApp, account);
      const phone = await sessionCookieFor(testApp, account);
      await http().post('/api/auth/logout').set('Cookie', laptop).expect(204);
      await http().get('/api/auth/me').set('Cookie', laptop).expect(401);
      await http().get('/api/auth/me').set('Cookie', phone).expect(200);
    });

    it('should answer 204 without a cookie', async () => {
      await http().post('/api/auth/logout').expect(204);
    });

    // Null is not "left out" (docs/product.md §5): the field's message, and the session stays.
    it('should refuse a null pushEndpoint with its message and keep the session', async () => {
      const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
      const response = await http().post('/api/auth/logout').set('Cookie', cookie).send({ pushEndpoint: null }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: ['pushEndpoint must be an address'], error: 'Bad Request' });
      await http().get('/api/auth/me').set('Cookie', cookie).expect(200);
    });
  });

  describe('GET /api/auth/me', () => {
    it('should answer 401 without a session', async () => {
      const response = await http().get('/api/auth/me').expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in', error: 'Unauthorized' });
    });

    it('should answer 401 and clear a cookie that is not a live session', async () => {
      const response = await http().get('/api/auth/me').set('Cookie', 'overlay_session=forged').expect(401);
      expect(sessionSetCookie(response)).toMatch(/^overlay_session=;/);
      expect(setCookies(response)).toContainEqual(expect.stringMatching(/^overlay_signed_in=;/));
    });

    it('should answer {user: {id, name, email, role}} and nothing else', async () => {
      const account = await createAccount(testApp, { role: 'admin', name: 'Ada' });
      const response = await http()
        .get('/api/auth/me')
        .set('Cookie', await sessionCookieFor(testApp, account))
        .expect(200);
      expect(response.body).toEqual({ user: { id: account.id, name: 'Ada', email: account.email, role: 'admin' } });
    });
  });
});

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  return Array.isArray(header) ? header : header ? [header] : [];
}
