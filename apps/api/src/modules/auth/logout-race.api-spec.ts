import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { startTcpProxy } from '../../../test/support/tcp-proxy';
import type { TcpProxy } from '../../../test/support/tcp-proxy';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

const ROUNDS = 8;
const LOOPS = 6;

/** GET on a keep-alive agent: the status, and when the request left (performance.now()). */
function get(agent: Agent, base: string, path: string, cookie: string): Promise<{ sentAt: number; status: number }> {
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const outgoing = httpRequest(`${base}${path}`, { agent, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ sentAt, status: response.statusCode ?? 0 }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function listening(testApp: TestApp): Promise<string> {
  await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
}

// A probe logged out on instance B while hammering instance A with the same cookie: 9 of about
// 7,000 requests still got 200 after the logout reply (A reused its session check until the
// database's notification arrived). After the reply, no request with the session may succeed.
// A reaches the database over a slow link here (what PostgreSQL sends arrives 40 ms late), so
// without the logout waiting for every instance's acknowledgement the race is lost every round.
describe('Logout across instances, racing', () => {
  let a: TestApp;
  let b: TestApp;
  let aUrl: string;
  let proxy: TcpProxy;
  const agent = new Agent({ keepAlive: true, maxSockets: LOOPS });

  beforeAll(async () => {
    b = await createTestApp();
    const target = new URL(b.database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port), { delayToClientMs: 40 });
    target.port = String(proxy.port);
    a = await createTestApp({}, { database: { ...b.database, url: target.toString() } });
    aUrl = await listening(a);
  });

  afterAll(async () => {
    agent.destroy();
    await a.close();
    await proxy.close();
    await b.close();
  });

  it(`refuses on A every request sent after B answered the logout (${ROUNDS} rounds, ${LOOPS} loops)`, async () => {
    const member = await createAccount(b);
    let late = 0;
    let sentAfter = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await sessionCookieFor(b, member);
      // A now reuses this session's check (the route allows it for 1 s).
      expect((await get(agent, aUrl, '/api/opportunities', cookie)).status).toBe(200);
      let loggedOutAt = Infinity;
      let stop = false;
      const results: { sentAt: number; status: number }[] = [];
      const loops = Array.from({ length: LOOPS }, async () => {
        while (!stop) results.push(await get(agent, aUrl, '/api/opportunities', cookie));
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await request(b.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      loggedOutAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      stop = true;
      await Promise.all(loops);
      const after = results.filter((r) => r.sentAt > loggedOutAt);
      sentAfter += after.length;
      late += after.filter((r) => r.status === 200).length;
    }
    process.stdout.write(`logout race: ${sentAfter} requests sent after the logout reply, ${late} answered 200\n`);
    expect(sentAfter).toBeGreaterThan(ROUNDS);
    expect(late).toBe(0);
  });
});
