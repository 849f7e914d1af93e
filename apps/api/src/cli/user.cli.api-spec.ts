import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../test/support/accounts';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';
import { parseArgs, runUserCli } from './user-cli.runner';

describe('User CLI (e2e: the CLI against a running api’s database)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runUserCli(argv, { DATABASE_URL: testApp.database.url }, {
      log: (line) => out.push(line),
      error: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const login = (email: string, password: string) =>
    request(testApp.server).post('/api/auth/login').set('X-Forwarded-For', '192.0.2.50').send({ email, password });

  it('should create a user who can then sign in, with an audit row', async () => {
    const result = await cli('create', '--email', 'Cli.User@Example.com', '--name', 'Cli User', '--password', 'cli-password-1');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Created member cli\.user@example\.com \([0-9a-f-]{36}\)$/);
    const response = await login('cli.user@example.com', 'cli-password-1').expect(200);
    expect(response.body.user).toMatchObject({ name: 'Cli User', role: 'member' });
    const audit = await queryDb<{ action: string; details: Record<string, unknown> }>(
      testApp,
      'SELECT action, details FROM audit_log WHERE target_user_id = $1',
      [response.body.user.id],
    );
    expect(audit).toEqual([
      { action: 'user.created', details: { email: 'cli.user@example.com', role: 'member', via: 'cli' } },
    ]);
  });

  it('should create an admin with a generated password printed once', async () => {
    const result = await cli('create', '--email=boss@example.com', '--name=Boss', '--role=admin');
    expect(result.code).toBe(0);
    const [first, second] = result.out.split('\n');
    expect(first).toMatch(/^Created admin boss@example\.com/);
    const password = /^Password \(shown once\): (\S{16})$/.exec(second)?.[1];
    expect(password).toBeDefined();
    const response = await login('boss@example.com', password as string).expect(200);
    expect(response.body.user.role).toBe('admin');
  });

  it('should refuse invalid input with the spec messages and exit 2', async () => {
    const result = await cli('create', '--email', 'nope', '--name', 'X', '--password', 'short');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Name must be at least 2 characters');
    expect(result.err).toContain('Invalid email address');
    expect(result.err).toContain('Password must be at least 8 characters');
  });

  it('should refuse a taken email with exit 1 and a clear message', async () => {
    const existing = await createAccount(testApp);
    const result = await cli('create', '--email', existing.email, '--name', 'Again', '--password', 'long-enough-pw');
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toBe('Error: An account with this email already exists');
  });

  it('should change a role, effective on the user’s next call', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    await request(testApp.server).get('/api/admin/users').set('Cookie', cookie).expect(403);
    const result = await cli('role', '--email', user.email.toUpperCase(), '--role', 'admin');
    expect(result).toEqual({ code: 0, out: `${user.email} is now admin`, err: '' });
    await request(testApp.server).get('/api/admin/users').set('Cookie', cookie).expect(200);
    const audit = await queryDb<{ action: string; actor_user_id: string | null; details: Record<string, unknown> }>(
      testApp,
      'SELECT action, actor_user_id, details FROM audit_log WHERE target_user_id = $1',
      [user.id],
    );
    expect(audit).toEqual([
      { action: 'user.role_changed', actor_user_id: null, details: { from: 'member', to: 'admin', via: 'cli' } },
    ]);
  });

  it('should deactivate a user, revoking their sessions, and activate them again', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const off = await cli('deactivate', '--email', user.email);
    expect(off).toEqual({ code: 0, out: `${user.email} is deactivated and signed out everywhere`, err: '' });
    await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
    await login(user.email, user.password).expect(403);
    const on = await cli('activate', '--email', user.email);
    expect(on).toEqual({ code: 0, out: `${user.email} is active`, err: '' });
    await login(user.email, user.password).expect(200);
  });

  it('should keep the last-admin rule', async () => {
    const solo = await createTestApp();
    try {
      const admin = await createAccount(solo, { role: 'admin' });
      const code = await runUserCli(['deactivate', '--email', admin.email], { DATABASE_URL: solo.database.url }, {
        log: () => undefined,
        error: (line) => expect(line).toBe('Error: The last active admin cannot be demoted or deactivated'),
      });
      expect(code).toBe(1);
    } finally {
      await solo.close();
    }
  });

  it.each([
    [['role', '--email', 'x@example.com', '--role', 'king'], '--role must be one of member, promo_editor, admin'],
    [['role', '--email', 'x@example.com'], 'Missing --role'],
    [['deactivate'], 'Missing --email'],
    [['delete', '--email', 'x@example.com'], 'Unknown command "delete"'],
    [[], 'No command given'],
  ])('should answer %j with a usage error', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: npm run user -- <command> [options]');
  });

  it('should say so when the user does not exist', async () => {
    const result = await cli('deactivate', '--email', 'ghost@example.com');
    expect(result).toMatchObject({ code: 1, err: 'Error: User not found: ghost@example.com' });
  });

  it('should parse --flag value and --flag=value', () => {
    expect(parseArgs(['create', '--email', 'a@b.co', '--name=Ann Lee', '--role', 'admin'])).toEqual({
      command: 'create',
      flags: { email: 'a@b.co', name: 'Ann Lee', role: 'admin' },
    });
  });
});
