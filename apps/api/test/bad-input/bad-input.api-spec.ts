import request from 'supertest';
import { createAccount, sessionCookieFor } from '../support/accounts';
import { registeredRoutes } from '../support/registered-routes';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { AUTHORIZATION_MATRIX } from '../authz/authorization-matrix';
import type { MatrixFixtures } from '../authz/authorization-matrix';
import { BAD_BODIES, BAD_PARAMS } from './bad-inputs';

/**
 * Every bad body to every route that takes one (POST, PUT, PATCH, DELETE), and every bad path
 * parameter to every route that has one, as an anonymous caller and as an admin (who reaches
 * every handler). Routes come from the running app, bodies from the authorization matrix, so a
 * new route is covered the day it is added. Nothing may answer 5xx; each input has its status.
 */
describe('Bad input (e2e)', () => {
  let testApp: TestApp;
  let fixtures: MatrixFixtures;
  let adminCookie: string;
  let counter = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    fixtures = {
      app: testApp,
      users: {
        member: await createAccount(testApp, { role: 'member' }),
        promo_editor: await createAccount(testApp, { role: 'promo_editor' }),
        admin: await createAccount(testApp, { role: 'admin' }),
      },
      target: await createAccount(testApp, { role: 'member' }),
      unique: () => `u${(counter += 1)}`,
    };
    adminCookie = await sessionCookieFor(testApp, fixtures.users.admin);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const callers = () => [
    ['anonymous', undefined],
    ['admin', adminCookie],
  ] as const;

  async function matrixRow(method: string, route: string) {
    const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.method === method && candidate.route === route);
    if (!row) throw new Error(`${method} ${route} has no row in the authorization matrix`);
    const path = typeof row.path === 'function' ? await row.path(fixtures, 'admin') : (row.path ?? row.route);
    const body = typeof row.body === 'function' ? await row.body(fixtures, 'admin') : (row.body ?? {});
    return { path, body: body as Record<string, unknown> };
  }

  function send(method: string, path: string, cookie: string | undefined) {
    const call = request(testApp.server)[method.toLowerCase() as 'post'](path);
    return cookie ? call.set('Cookie', cookie) : call;
  }

  it('should cover the routes that take bodies and path parameters', () => {
    const routes = registeredRoutes(testApp);
    expect(routes.filter((route) => route.method !== 'GET').length).toBeGreaterThanOrEqual(6);
    expect(routes.filter((route) => route.path.includes(':')).length).toBeGreaterThanOrEqual(3);
  });

  describe.each(BAD_BODIES.map((bad) => [bad.name, bad] as const))('a body with %s', (_name, bad) => {
    it(`should answer ${bad.status} with a message on every route that takes a body`, async () => {
      const failures: string[] = [];
      for (const route of registeredRoutes(testApp).filter((candidate) => candidate.method !== 'GET')) {
        const { path, body } = await matrixRow(route.method, route.path);
        for (const [caller, cookie] of callers()) {
          let call = send(route.method, path, cookie).set('Content-Type', bad.contentType ?? 'application/json');
          if (bad.contentEncoding) call = call.set('Content-Encoding', bad.contentEncoding);
          const payload = bad.body(body);
          // superagent would send a Buffer to a JSON type as JSON ({"type":"Buffer",…}): raw bytes instead.
          if (Buffer.isBuffer(payload)) call = call.serialize((bytes: unknown) => bytes as string);
          const response = await call.send(payload);
          const message = (response.body as { message?: unknown }).message;
          if (response.status !== bad.status || !message) {
            failures.push(`${route.method} ${route.path} as ${caller}: ${response.status} ${JSON.stringify(message)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });

  it('should answer 413 with a message to an anonymous 10 MB login', async () => {
    const response = await request(testApp.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large (at most 100 KB)',
      error: 'Payload Too Large',
    });
  });

  describe.each(BAD_PARAMS.map((bad) => [bad.name, bad] as const))('a path parameter with %s', (_name, bad) => {
    it(`should answer ${bad.status ?? 'a 4xx'} on every route with a path parameter`, async () => {
      const failures: string[] = [];
      for (const route of registeredRoutes(testApp).filter((candidate) => candidate.path.includes(':'))) {
        const path = route.path.replace(/:[A-Za-z]+/g, bad.value);
        const { body } = await matrixRow(route.method, route.path);
        for (const [caller, cookie] of callers()) {
          const call = send(route.method, path, cookie);
          const response = await (route.method === 'GET' ? call : call.send(body));
          const ok = bad.status === null ? response.status >= 400 && response.status < 500 : response.status === bad.status;
          if (!ok) failures.push(`${route.method} ${path.slice(0, 60)} as ${caller}: ${response.status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  // The probe's lone surrogates: a promo was stored (label with U+FFFD) without its audit row or
  // event, and the email fields threw URIError (500), signed in or not.
  it("should refuse the probe's lone surrogates with 400 and store nothing", async () => {
    const editor = await sessionCookieFor(testApp, fixtures.users.promo_editor);
    const promos = async () => ((await request(testApp.server).get('/api/promos').set('Cookie', editor)).body as { promos: unknown[] }).promos;
    const before = (await promos()).length;
    const raw = (method: 'post' | 'put', path: string, json: string, cookie?: string) => {
      const call = request(testApp.server)[method](path).set('Content-Type', 'application/json');
      return (cookie ? call.set('Cookie', cookie) : call).send(json);
    };
    const answers = [
      await raw('post', '/api/promos/bulk', '{"bookmaker":"Sportsbet","promoType":"BonusBack_2nd","scope":"all","label":"lone \\ud800 surrogate"}', editor),
      await raw('put', '/api/users/me/channels/email', '{"address":"\\ud800"}', editor),
      await raw('put', '/api/users/me/channels/email', '{"address":"a\\ud800@b.co"}', editor),
      await raw('post', '/api/auth/signup', '{"name":"Ann","email":"a\\ud800@b.co","password":"long-enough-pw"}'),
      await raw('post', '/api/auth/login', '{"email":"\\ud800","password":"secret123"}'),
    ];
    expect(answers.map((response) => [response.status, response.body.message])).toEqual(
      answers.map(() => [400, [expect.stringMatching(/must be well-formed Unicode text/)]]),
    );
    expect(await promos()).toHaveLength(before);
  });

  it('should answer a null character in a path or query with a message', async () => {
    const cookie = adminCookie;
    for (const path of ['/api/runners/%00', '/api/debug/race/%00', '/api/races/search?query=%00', '/api/opportunities?q=%00']) {
      const response = await request(testApp.server).get(path).set('Cookie', cookie);
      expect([path, response.status, response.body]).toEqual([
        path,
        400,
        { statusCode: 400, message: ['The address must not contain a null character (%00)'], error: 'Bad Request' },
      ]);
    }
  });
});
