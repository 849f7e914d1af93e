import type { Express } from 'express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import { clientAddress, createAccount, sessionCookieFor } from '../support/accounts';
import { openEventStream } from '../support/event-stream-client';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { ACTORS, AUTHORIZATION_MATRIX } from './authorization-matrix';
import type { Actor, AuthorizationRow, HttpMethod, MatrixFixtures } from './authorization-matrix';

const routeKey = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** Every route the app registered with Express (method + path as declared, with :params). */
function registeredRoutes(testApp: TestApp): string[] {
  const express = testApp.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const keys = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') keys.add(routeKey(method, layer.route.path));
    }
  }
  return [...keys].sort();
}

describe('Authorization matrix (e2e)', () => {
  let testApp: TestApp;
  let fixtures: MatrixFixtures;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Listening, so stream rows can be opened and closed like a browser does.
    await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
    fixtures = {
      app: testApp,
      users: {
        member: await createAccount(testApp, { role: 'member' }),
        promo_editor: await createAccount(testApp, { role: 'promo_editor' }),
        admin: await createAccount(testApp, { role: 'admin' }),
      },
      target: await createAccount(testApp, { role: 'member' }),
      unique: () => randomBytes(6).toString('hex'),
    };
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('coverage', () => {
    it('should have a matrix row for every route the app registers', () => {
      const inMatrix = new Set(AUTHORIZATION_MATRIX.map((row) => routeKey(row.method, row.route)));
      const missing = registeredRoutes(testApp).filter((key) => !inMatrix.has(key));
      expect(missing).toEqual([]);
    });

    it('should have no matrix row for a route that does not exist', () => {
      const registered = new Set(registeredRoutes(testApp));
      const stale = AUTHORIZATION_MATRIX.map((row) => routeKey(row.method, row.route)).filter(
        (key) => !registered.has(key),
      );
      expect(stale).toEqual([]);
    });

    it('should list each route once', () => {
      const keys = AUTHORIZATION_MATRIX.map((row) => routeKey(row.method, row.route));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    });
  });

  const cases = AUTHORIZATION_MATRIX.flatMap((row) =>
    ACTORS.map((actor) => [row.method, row.route, actor, row.expected[actor], row] as const),
  );

  it.each(cases)('%s %s as %s → %i', async (_method, _route, actor, expected, row) => {
    const response = await call(row, actor);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: expected });
  });

  async function call(row: AuthorizationRow, actor: Actor) {
    const resolve = async <T>(value: T | ((f: MatrixFixtures, a: Actor) => T | Promise<T>)) =>
      typeof value === 'function' ? (value as (f: MatrixFixtures, a: Actor) => T | Promise<T>)(fixtures, actor) : value;
    const path = row.path === undefined ? row.route : await resolve(row.path);
    if (row.stream) {
      const cookie = actor === 'anonymous' ? undefined : await sessionCookieFor(testApp, fixtures.users[actor]);
      const base = `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
      const stream = await openEventStream(base, path, cookie);
      stream.close();
      return { status: stream.status, body: undefined };
    }
    const method = row.method.toLowerCase() as Lowercase<HttpMethod>;
    let call = request(testApp.server)[method](path).set('X-Forwarded-For', clientAddress());
    if (actor !== 'anonymous') call = call.set('Cookie', await sessionCookieFor(testApp, fixtures.users[actor]));
    const body = row.body === undefined ? undefined : await resolve(row.body);
    return body === undefined ? call : call.send(body as object);
  }
});
