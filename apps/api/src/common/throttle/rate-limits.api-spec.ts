import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RATE_LIMITS } from './limits';

/** Route limits (docs/operations.md, "Rate limits") hold across instances sharing one database. */
describe('Rate limits (two instances, one database)', () => {
  let first: TestApp;
  let second: TestApp;
  let member: string;
  let other: string;
  const TEST_SEND = '/api/users/me/channels/email/test';
  const { limit } = RATE_LIMITS.channelTest;

  const send = (app: TestApp, cookie: string) => request(app.server).post(TEST_SEND).set('Cookie', cookie);

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { database: first.database });
    member = await sessionCookieFor(first, await createAccount(first));
    other = await sessionCookieFor(first, await createAccount(first));
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('should let exactly the limit of a burst spread over both instances through', async () => {
    const replies = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) => send(i % 2 === 0 ? first : second, member)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(limit);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(5);
    for (const reply of refused) {
      expect(reply.body).toEqual({
        statusCode: 429,
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ s\.$/),
        error: 'Too Many Requests',
      });
      const retryAfter = Number(reply.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.channelTest.blockMs / 1000);
      expect(reply.headers['x-ratelimit-limit']).toBeUndefined();
    }
    // Still refused on either instance.
    expect((await send(first, member)).status).toBe(429);
    expect((await send(second, member)).status).toBe(429);
  });

  it('should not limit another user, nor the same user on another limited route', async () => {
    await send(second, other).expect(200);
    await request(first.server)
      .post('/api/users/me/alerts/test')
      .set('Cookie', member)
      .send({ channel: 'email' })
      .expect(200);
  });

  it('should count nothing for a caller the session guard refuses', async () => {
    const rows = async () =>
      (await first.app.get(DataSource).query('SELECT count(*)::int AS count FROM rate_limits'))[0].count as number;
    const before = await rows();
    await request(first.server).post(TEST_SEND).expect(401);
    expect(await rows()).toBe(before);
  });
});
