import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import request from 'supertest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { listeningUrl, rawGet } from '../../test/support/raw-http';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';

describe('serving the built web app', () => {
  let testApp: TestApp;
  let webDir: string;
  // As the web build writes it: a hashed chunk with its .br and .gz beside it (apps/web/precompress.plugin.mts).
  // With an inline script, as the build writes the early first screen (apps/web/first-screen-inline.plugin.mts).
  const INDEX_HTML = '<!doctype html><head><script>window.early = 1;</script><script type="module" src="/assets/app-abc123.js"></script></head><div id="root"></div>';
  const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `row ${i}`))};`;

  beforeAll(async () => {
    mkdirSync(join(process.cwd(), 'tmp'), { recursive: true });
    webDir = mkdtempSync(join(process.cwd(), 'tmp', 'web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.map'), '{"version":3}');
    writeFileSync(join(webDir, 'assets', 'chunk-Q1w2E3r4.js'), chunk);
    writeFileSync(join(webDir, 'assets', 'chunk-Q1w2E3r4.js.br'), brotliCompressSync(chunk));
    writeFileSync(join(webDir, 'assets', 'chunk-Q1w2E3r4.js.gz'), gzipSync(chunk));
    writeFileSync(join(webDir, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
    writeFileSync(join(webDir, '.env'), 'SECRET=1');
    // Given relative to the working folder, as a user may set WEB_DIST_DIR.
    testApp = await createTestApp({ WEB_DIST_DIR: relative(process.cwd(), webDir) });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('should answer index.html on unknown non-API paths so the web router shows its 404', async () => {
    const response = await request(testApp.server).get('/no/such/page').expect(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("should allow index.html's inline script by its hash, and no other inline script", async () => {
    const response = await request(testApp.server).get('/').expect(200);
    const hash = createHash('sha256').update('window.early = 1;').digest('base64');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    const api = await request(testApp.server).get('/api/no-such-route');
    expect(/(?:^|;)\s*script-src ([^;]*)/.exec(api.headers['content-security-policy'] as string)?.[1]).toBe("'self'");
  });

  it.each([
    '//api/admin/users',
    '/API/admin/users',
    '/Api/auth/me',
    '///api',
    '/api//admin/users',
    // Percent-encoded (the probe's): index.html before.
    '/%61pi/races',
    '/api%2fraces',
    '/API%2Fhealth',
    '/%2fapi/races',
    '/%2561pi/races',
  ])(
    'should answer the API-shaped path %s from the API (a JSON 404), never with index.html',
    async (path) => {
      const response = await rawGet(await listeningUrl(testApp.server), path, { 'sec-fetch-mode': 'navigate' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.toString()).not.toContain('<div id="root">');
      expect(JSON.parse(response.body.toString())).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );

  it('should serve hashed assets with a long cache lifetime', async () => {
    const response = await request(testApp.server).get('/assets/app-abc123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br', 'gzip, deflate, br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip, deflate', (bytes: Buffer) => gunzipSync(bytes)],
  ])('should send the precompressed %s file of a hashed asset when accepted, immutable, with Vary', async (coding, accept, decode) => {
    const response = await rawGet(await listeningUrl(testApp.server), '/assets/chunk-Q1w2E3r4.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(chunk.length / 2);
    expect(decode(response.body).toString()).toBe(chunk);
  });

  it('should send a hashed asset as it is to a client accepting no coding, still immutable and with Vary', async () => {
    const response = await rawGet(await listeningUrl(testApp.server), '/assets/chunk-Q1w2E3r4.js', {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(chunk);
  });

  it('should send index.html precompressed but never cached, to navigations too', async () => {
    const response = await rawGet(await listeningUrl(testApp.server), '/dashboard', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(gunzipSync(response.body).toString()).toContain('<div id="root">');
  });

  it.each([
    ['a missing asset', '/assets/app-missing.js'],
    ['a missing file under /assets without extension', '/assets/nothing'],
    ['a source map, even one that exists', '/assets/app-abc123.js.map'],
    ['a dotfile, even one that exists', '/.env'],
    ['a file in a dot-folder', '/.git/config'],
    ['a missing file with an extension', '/favicon-missing.png'],
  ])('should answer %s with a plain 404, not index.html', async (_label, path) => {
    const response = await request(testApp.server).get(path).expect(404);
    expect(response.text).toBe('Not found');
    expect(response.text).not.toContain('SECRET');
  });

  it('should answer index.html to a browser navigation to a deep link, even with a dot in its id', async () => {
    for (const path of ['/admin/live/R1-2026', '/admin/live/race.1']) {
      const response = await request(testApp.server).get(path).set('Sec-Fetch-Mode', 'navigate').expect(200);
      expect(response.text).toContain('<div id="root">');
    }
    await request(testApp.server).get('/assets/app-missing.js').set('Sec-Fetch-Mode', 'navigate').expect(404);
  });

  it('should bring the session sign in line with the session cookie on a page load (docs/architecture.md §5)', async () => {
    const hint = (response: request.Response) =>
      ([] as string[]).concat((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).join('\n');
    const held = await request(testApp.server).get('/').set('Cookie', `overlay_session=${'A'.repeat(43)}`).expect(200);
    expect(hint(held)).toMatch(/^overlay_signed_in=1;/);
    const gone = await request(testApp.server).get('/').set('Cookie', 'overlay_signed_in=1').expect(200);
    expect(hint(gone)).toMatch(/^overlay_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    const both = await request(testApp.server).get('/').set('Cookie', `overlay_session=${'A'.repeat(43)}; overlay_signed_in=1`);
    expect(hint(both)).toBe('');
    const neither = await request(testApp.server).get('/');
    expect(hint(neither)).toBe('');
  });

  it('should keep unknown /api paths as JSON 404s', async () => {
    const response = await request(testApp.server).get('/api/nothing-here').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});
