import request from 'supertest';
import { clientAddress, createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('CSRF protection (e2e)', () => {
  let testApp: TestApp;
  let cookie: string;
  // The Host a browser would send; Origin is compared with it.
  const host = 'overlay.test:3000';

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
  });

  const patchSettings = () =>
    request(testApp.server).patch('/api/users/me/notifications').set('Host', host).set('Cookie', cookie);
  const settings = async () =>
    (await request(testApp.server).get('/api/users/me/notifications').set('Cookie', cookie).expect(200)).body;

  it('should refuse a state-changing request from another origin with 403, and change nothing', async () => {
    const response = await patchSettings().set('Origin', 'https://evil.example').send({ enabled: true }).expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' });
    expect((await settings()).enabled).toBe(false);
  });

  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/signup'],
    ['POST', '/api/auth/logout'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/anything'],
    ['PUT', '/api/anything'],
  ])('should refuse a cross-site %s %s before it reaches the route', async (method, path) => {
    await request(testApp.server)
      [method.toLowerCase() as 'post'](path)
      .set('Host', host)
      .set('Origin', 'http://localhost:9999')
      .set('Cookie', cookie)
      .send({})
      .expect(403);
  });

  it('should refuse when Sec-Fetch-Site says cross-site, whatever Origin says', async () => {
    await patchSettings().set('Sec-Fetch-Site', 'cross-site').send({ enabled: true }).expect(403);
  });

  it('should refuse Origin: null (sandboxed frames)', async () => {
    await patchSettings().set('Origin', 'null').send({ enabled: true }).expect(403);
  });

  it('should refuse a sibling subdomain or another port of the same host', async () => {
    await patchSettings().set('Origin', `http://evil.${host}`).send({ enabled: true }).expect(403);
    await patchSettings().set('Origin', 'http://overlay.test:4000').send({ enabled: true }).expect(403);
  });

  it('should let the web app’s own requests through (same origin)', async () => {
    const response = await patchSettings()
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ threshold: 12 })
      .expect(200);
    expect(response.body.threshold).toBe(12);
  });

  it('should let requests without Origin through (curl, server to server)', async () => {
    await patchSettings().send({ threshold: 13 }).expect(200);
  });

  it('should refuse a body that is not JSON with 415 (a form post needs no preflight)', async () => {
    const response = await patchSettings()
      .set('Content-Type', 'text/plain')
      .send('{"enabled":true}')
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      message: 'Send the request body as JSON (Content-Type: application/json)',
      error: 'Unsupported Media Type',
    });
    await request(testApp.server)
      .post('/api/auth/login')
      .type('form')
      .send({ email: 'a@example.com', password: 'x' })
      .expect(415);
    expect((await settings()).enabled).toBe(false);
  });

  it('should let a POST without a body through (logout)', async () => {
    await request(testApp.server)
      .post('/api/auth/logout')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .set('Cookie', await sessionCookieFor(testApp, await createAccount(testApp)))
      .expect(204);
  });

  it('should let a cross-origin GET read through, since GETs change nothing', async () => {
    await request(testApp.server).get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('should compare against X-Forwarded-Host from a trusted proxy', async () => {
    await request(testApp.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientAddress())
      .set('X-Forwarded-Host', 'overlay.example.com')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://overlay.example.com')
      .send({ email: 'nobody@example.com', password: 'x' })
      .expect(401);
  });

  it('should refuse an origin that differs only in scheme or port', async () => {
    // The proxy says the page was served over https: an http page of the same host is another origin.
    const viaHttps = () => patchSettings().set('X-Forwarded-Proto', 'https');
    await viaHttps().set('Origin', `http://${host}`).send({ enabled: true }).expect(403);
    await patchSettings().set('Origin', `https://${host}`).send({ enabled: true }).expect(403);
    await viaHttps().set('Origin', `https://${host}`).send({ enabled: true }).expect(200);
  });
});
