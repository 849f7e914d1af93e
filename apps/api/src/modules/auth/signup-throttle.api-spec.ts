import { SIGNUP_THROTTLE } from '@overlay/domain';
import request from 'supertest';
import { clientAddress, queryDb } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('Sign-up throttling (e2e)', () => {
  let first: TestApp;
  let second: TestApp;
  let serial = 0;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { database: first.database });
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const signup = (app: TestApp, address: string, email = `new-${(serial += 1)}-${address}@example.com`) =>
    request(app.server)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', address)
      .send({ name: 'New Person', email, password: 'a-good-password' });

  it('should allow 10 sign-ups per address in 15 minutes, then 429 with Retry-After; other addresses go on', async () => {
    const address = clientAddress();
    for (let i = 0; i < SIGNUP_THROTTLE['signup-address'].maxFailures; i += 1) {
      await signup(first, address).expect(201);
    }
    const refused = await signup(first, address).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many sign-up attempts. Try again in 15 minutes.',
      error: 'Too Many Requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await signup(first, clientAddress()).expect(201);
  });

  it('should allow 5 attempts per email from any addresses, then 429', async () => {
    const email = 'wanted@example.com';
    await signup(first, clientAddress(), email).expect(201);
    for (let i = 1; i < SIGNUP_THROTTLE['signup-email'].maxFailures; i += 1) {
      await signup(second, clientAddress(), email).expect(409);
    }
    const refused = await signup(first, clientAddress(), 'WANTED@example.com').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('should create at most 10 accounts from a parallel burst of 40 from one address on two instances', async () => {
    const address = clientAddress();
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, index) => signup(index % 2 ? second : first, address)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => [201, 429, 503].includes(status))).toBe(true);
    const rows = await queryDb<{ count: number }>(first, 'SELECT count(*)::int AS count FROM users WHERE email LIKE $1', [
      `%-${address}@example.com`,
    ]);
    expect(rows[0].count).toBe(statuses.filter((status) => status === 201).length);
    expect(rows[0].count).toBeGreaterThan(0);
  });
});
