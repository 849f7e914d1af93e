import request from 'supertest';
import { createAccount, queryDb } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';

describe('Bootstrap admin (e2e)', () => {
  const apps: TestApp[] = [];
  const boot = async (env: Record<string, string> = {}) => {
    const testApp = await createTestApp(env);
    apps.push(testApp);
    return testApp;
  };

  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
  });

  const login = (testApp: TestApp, email: string, password: string) =>
    request(testApp.server).post('/api/auth/login').send({ email, password });

  it('should create admin@overlay.local with a generated password that signs in as admin', async () => {
    const testApp = await boot();
    const created = await testApp.app.get(EnsureAdminUseCase).execute();
    expect(created?.email).toBe('admin@overlay.local');
    const response = await login(testApp, 'admin@overlay.local', created?.generatedPassword as string).expect(200);
    expect(response.body.user.role).toBe('admin');
    const [row] = await queryDb<{ password_hash: string }>(testApp, 'SELECT password_hash FROM users WHERE email = $1', [
      'admin@overlay.local',
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await queryDb(testApp, "SELECT 1 FROM audit_log WHERE action = 'user.bootstrap_admin'")).toHaveLength(1);
    // A second start finds the admin and does nothing.
    await expect(testApp.app.get(EnsureAdminUseCase).execute()).resolves.toBeNull();
  });

  it('should use ADMIN_EMAIL and ADMIN_PASSWORD when set', async () => {
    const testApp = await boot({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'owner-password-1' });
    await createAccount(testApp, { role: 'member' });
    await expect(testApp.app.get(EnsureAdminUseCase).execute()).resolves.toEqual({
      email: 'owner@example.com',
      generatedPassword: null,
    });
    await login(testApp, 'owner@example.com', 'owner-password-1').expect(200);
  });
});
