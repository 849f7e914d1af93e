import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createAccount, sessionCookieFor, TEST_PASSWORD } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

interface LogLine {
  req?: { id?: string; url?: string };
  res?: { statusCode?: number };
  userId?: string | null;
  route?: string | null;
  responseTime?: number;
}

describe('Request log lines', () => {
  let testApp: TestApp;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'overlay-log-'));
    file = join(dir, 'api.log');
    testApp = await createTestApp({ LOG_LEVEL: 'info', LOG_DESTINATION: file });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const lines = (): LogLine[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);

  it('writes one JSON line per request with its id, user, route, status and duration, and no secret', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const sessionToken = cookie.slice('overlay_session='.length);
    const secrets = {
      password: TEST_PASSWORD,
      sessionToken,
      bearer: 'bearer-token-3f9a7c',
      apiKey: 'api-key-77c1d2',
      botToken: '123456:bot-token-abcdef',
      smtpPassword: 'smtp-pass-9911',
      webhookSecret: 'whsec-5521aa',
    };
    const response = await request(testApp.server)
      .get(`/api/auth/me?token=${secrets.botToken}&api_key=${secrets.apiKey}&secret=${secrets.webhookSecret}&password=${secrets.smtpPassword}`)
      .set('Cookie', cookie)
      .set('Authorization', `Bearer ${secrets.bearer}`)
      .set('X-Api-Key', secrets.apiKey)
      .set('X-Request-Id', 'probe-req-42')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('probe-req-42');
    // A login: its body carries the password, its reply a new session cookie.
    const login = await request(testApp.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send({ email: user.email, password: secrets.password })
      .expect(200);
    const issued = String(login.headers['set-cookie']).match(/overlay_session=([^;]+)/)?.[1] ?? 'none';
    const made = await request(testApp.server).get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const text = readFileSync(file, 'utf8');
    for (const secret of [...Object.values(secrets), issued]) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
    const me = lines().find((line) => line.req?.id === 'probe-req-42');
    expect(me).toMatchObject({ userId: user.id, route: '/api/auth/me', res: { statusCode: 200 } });
    expect(typeof me?.responseTime).toBe('number');
    expect(lines().some((line) => line.req?.id === made.headers['x-request-id'] && line.userId === null)).toBe(true);
  });
});
