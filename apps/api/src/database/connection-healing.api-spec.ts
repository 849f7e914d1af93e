import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../test/support/accounts';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';

/**
 * A database outage, the pool's side: the api's PostgreSQL connections are killed while it serves;
 * requests must succeed again within a second, without a restart.
 */
describe('Connections that heal (e2e)', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
  });

  const terminateBackends = () =>
    testApp.database.admin(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [testApp.database.name],
    );
  const read = () => request(testApp.server).get('/api/users/me/notifications').set('Cookie', cookie);

  it('should answer every read again within a second of its connections being killed', async () => {
    // Fill the pool with several open connections, so many die at once.
    await Promise.all(Array.from({ length: 8 }, () => read().expect(200)));
    await terminateBackends();
    const killedAt = Date.now();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => read()))).map((response) => response.status);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(Date.now() - killedAt).toBeLessThan(1000);
  });

  it('should heal while requests keep arriving during the kill', async () => {
    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) statuses.push((await read()).status);
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminateBackends();
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await load;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('should keep writes: a write answered 200 is stored, the kill notwithstanding', async () => {
    await read().expect(200);
    await terminateBackends();
    const response = await request(testApp.server)
      .patch('/api/users/me/notifications')
      .set('Cookie', cookie)
      .send({ threshold: 23 });
    expect(response.status).toBe(200);
    const rows = await queryDb<{ threshold: number }>(testApp, 'SELECT threshold FROM notification_settings');
    expect(rows).toEqual([{ threshold: 23 }]);
  });
});
