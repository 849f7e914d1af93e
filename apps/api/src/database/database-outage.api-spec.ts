import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../test/support/accounts';
import { startTcpProxy } from '../../test/support/tcp-proxy';
import type { TcpProxy } from '../../test/support/tcp-proxy';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import type { TestDatabase } from '../../test/support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A database outage: the database goes away while the api serves and writes, then returns.
 * The api reaches PostgreSQL through a TCP proxy that cuts every connection and refuses new ones
 * (what a stopped server looks like to it), so the shared test server keeps running.
 */
describe('Database outage (e2e)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port));
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    testApp = await createTestApp({}, { database: { ...database, url: viaProxy.toString() } });
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await proxy.start().catch(() => undefined);
    await testApp.close();
    await proxy.close();
    await database.drop();
  });

  const health = async () => (await request(testApp.server).get('/api/health')).status;
  const write = (threshold: number) =>
    request(testApp.server).patch('/api/users/me/notifications').set('Cookie', cookie).send({ threshold });

  it('should answer 503 while the database is away, 200 within 10 s of its return, and lose no accepted write', async () => {
    expect(await health()).toBe(200);
    const acknowledged: number[] = [];
    const statuses = new Set<number>();
    let writing = true;
    let next = 0;
    // One writer, one write at a time: the last acknowledged value must be the stored one.
    const writer = (async () => {
      while (writing) {
        next = (next % 50) + 1;
        const response = await write(next);
        statuses.add(response.status);
        if (response.status === 200) acknowledged.push(next);
        else await sleep(50);
      }
    })();
    await sleep(300);

    await proxy.stop();
    const downSince = Date.now();
    let sawDown = false;
    while (Date.now() - downSince < 4000) {
      if ((await health()) === 503) {
        sawDown = true;
        break;
      }
      await sleep(100);
    }
    expect(sawDown).toBe(true);
    await sleep(1500);
    expect(await health()).toBe(503);
    const refused = await write(7);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({
      statusCode: 503,
      message: 'The database is not answering right now. Try again in a moment.',
      error: 'Service Unavailable',
    });

    await proxy.start();
    const backAt = Date.now();
    while ((await health()) !== 200) {
      expect(Date.now() - backAt).toBeLessThan(10_000);
      await sleep(100);
    }
    await sleep(500);
    writing = false;
    await writer;

    // Every answer was a success or "try again": never a 500.
    expect([...statuses].sort()).toEqual([200, 503]);
    const rows = await queryDb<{ threshold: number }>(testApp, 'SELECT threshold FROM notification_settings');
    expect(rows).toEqual([{ threshold: acknowledged[acknowledged.length - 1] }]);
  });
});
