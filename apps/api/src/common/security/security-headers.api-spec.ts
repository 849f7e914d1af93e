import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('Security headers and error bodies (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('should send CSP with frame-ancestors none, X-Frame-Options DENY, nosniff and a referrer policy', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('should send HSTS only when the request came over HTTPS (X-Forwarded-Proto from the local proxy)', async () => {
    const overHttps = await request(testApp.server).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await request(testApp.server).get('/api/health').expect(200);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('should send the same headers on errors', async () => {
    const response = await request(testApp.server).get('/api/auth/me').expect(401);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should answer a database failure with a generic 500: no stack, no SQL', async () => {
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await queryDb(testApp, 'ALTER TABLE notification_settings RENAME TO notification_settings_away');
    // The filter logs the real error for operators; keep the test output quiet.
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sqlErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await request(testApp.server).get('/api/users/me/notifications').set('Cookie', cookie).expect(500);
      expect(response.body).toEqual({
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again.',
        error: 'Internal Server Error',
      });
      expect(response.text).not.toMatch(/select|notification_settings|relation|stack|\.ts:|at /i);
    } finally {
      errors.mockRestore();
      sqlErrors.mockRestore();
      await queryDb(testApp, 'ALTER TABLE notification_settings_away RENAME TO notification_settings');
    }
  });

  it('should answer malformed JSON with a 400 in the usual shape, without parser internals', async () => {
    const response = await request(testApp.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.text).not.toMatch(/node_modules|at \w+ \(|SyntaxError/);
  });
});
