import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import request from 'supertest';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';

describe('serving the built web app', () => {
  let testApp: TestApp;
  let webDir: string;

  beforeAll(async () => {
    mkdirSync(join(process.cwd(), 'tmp'), { recursive: true });
    webDir = mkdtempSync(join(process.cwd(), 'tmp', 'web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.map'), '{"version":3}');
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

  it('should serve hashed assets with a long cache lifetime', async () => {
    const response = await request(testApp.server).get('/assets/app-abc123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
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

  it('should keep unknown /api paths as JSON 404s', async () => {
    const response = await request(testApp.server).get('/api/nothing-here').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});
