import request from 'supertest';
import { clientAddress, createAccount, queryDb } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('Login throttling (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const login = (email: string, password: string, address: string) =>
    request(testApp.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  describe('per account', () => {
    it('should answer 429 with Retry-After after 5 failures in 15 minutes, even with the right password', async () => {
      const account = await createAccount(testApp);
      for (let i = 0; i < 5; i += 1) {
        // From different addresses: the account counter alone must lock.
        await login(account.email, 'wrong-password', clientAddress()).expect(401);
      }
      const locked = await login(account.email, account.password, clientAddress()).expect(429);
      expect(locked.body).toEqual({
        statusCode: 429,
        message: 'Too many failed login attempts. Try again in 15 minutes.',
        error: 'Too Many Requests',
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('should lock an unknown email the same way, so a lock reveals nothing', async () => {
      for (let i = 0; i < 5; i += 1) {
        await login('nobody-here@example.com', 'wrong-password', clientAddress()).expect(401);
      }
      await login('NOBODY-HERE@example.com', 'wrong-password', clientAddress()).expect(429);
    });

    it('should write one login.locked audit row when the lock starts', async () => {
      const account = await createAccount(testApp);
      for (let i = 0; i < 7; i += 1) {
        await login(account.email, 'wrong-password', clientAddress());
      }
      const rows = await queryDb<{ action: string; target_user_id: string; details: Record<string, unknown> }>(
        testApp,
        "SELECT action, target_user_id, details FROM audit_log WHERE action = 'login.locked' AND target_user_id = $1",
        [account.id],
      );
      expect(rows).toEqual([
        {
          action: 'login.locked',
          target_user_id: account.id,
          details: { scope: 'account', email: account.email, failures: 5, lockedUntil: expect.any(String) },
        },
      ]);
    });

    it('should clear the account counter on a successful login', async () => {
      const account = await createAccount(testApp);
      for (let i = 0; i < 4; i += 1) await login(account.email, 'wrong-password', clientAddress()).expect(401);
      await login(account.email, account.password, clientAddress()).expect(200);
      for (let i = 0; i < 4; i += 1) await login(account.email, 'wrong-password', clientAddress()).expect(401);
      await login(account.email, account.password, clientAddress()).expect(200);
    });

    it('should let the user in again once the lock has run out', async () => {
      const account = await createAccount(testApp);
      for (let i = 0; i < 5; i += 1) await login(account.email, 'wrong-password', clientAddress()).expect(401);
      await login(account.email, account.password, clientAddress()).expect(429);
      // 15 minutes later:
      await queryDb(
        testApp,
        `UPDATE login_throttle SET window_started_at = window_started_at - interval '16 minutes',
                locked_until = locked_until - interval '16 minutes' WHERE key = $1`,
        [`account:${account.email}`],
      );
      await login(account.email, account.password, clientAddress()).expect(200);
    });

    it('should not lock another account', async () => {
      const victim = await createAccount(testApp);
      const bystander = await createAccount(testApp);
      for (let i = 0; i < 5; i += 1) await login(victim.email, 'wrong-password', clientAddress()).expect(401);
      await login(bystander.email, bystander.password, clientAddress()).expect(200);
    });
  });

  describe('per client address', () => {
    it('should answer 429 after 20 failures from one address, across accounts, and spare other addresses', async () => {
      const address = clientAddress();
      for (let i = 0; i < 20; i += 1) {
        await login(`spray${i}@example.com`, 'wrong-password', address).expect(401);
      }
      const account = await createAccount(testApp);
      const locked = await login(account.email, account.password, address).expect(429);
      expect(locked.headers['retry-after']).toMatch(/^\d+$/);
      await login(account.email, account.password, clientAddress()).expect(200);
      const audit = await queryDb<{ details: Record<string, unknown> }>(
        testApp,
        "SELECT details FROM audit_log WHERE action = 'login.locked' AND details->>'scope' = 'address'",
      );
      expect(audit).toEqual([{ details: { scope: 'address', ip: address, failures: 20, lockedUntil: expect.any(String) } }]);
    });

    it('should not let a successful login reset the address counter', async () => {
      const address = clientAddress();
      const own = await createAccount(testApp);
      for (let i = 0; i < 19; i += 1) await login(`guess${i}@example.com`, 'wrong-password', address).expect(401);
      await login(own.email, own.password, address).expect(200);
      await login('guess-last@example.com', 'wrong-password', address).expect(401);
      await login(own.email, own.password, address).expect(429);
    });
  });

  it('should keep its counters in PostgreSQL', async () => {
    const address = clientAddress();
    await login('stored@example.com', 'wrong-password', address).expect(401);
    const rows = await queryDb<{ key: string; failures: number }>(
      testApp,
      'SELECT key, failures FROM login_throttle WHERE key IN ($1, $2) ORDER BY key',
      ['account:stored@example.com', `address:${address}`],
    );
    expect(rows).toEqual([
      { key: 'account:stored@example.com', failures: 1 },
      { key: `address:${address}`, failures: 1 },
    ]);
  });
});
