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

  it('should keep unknown /api paths as JSON 404s', async () => {
    const response = await request(testApp.server).get('/api/nothing-here').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});
