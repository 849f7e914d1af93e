import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import type { TestAccount } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { REQUIRED_PERMISSION } from '../../common/auth/require-permission.decorator';
import { sessionTokenFromCookieHeader } from '../../common/auth/session-cookie';
import { AuthenticateSessionUseCase } from '../auth';
import { OpportunitiesController } from './opportunities.controller';

const ROUTE = '/api/opportunities?max_results=20';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// GET /api/opportunities has two paths: the guards (Express and Nest) and, for a repeat read, the
// fast path answering from memory. Both must hold a revoked session and a role change from the
// next request on. A role change matters only on a route some role may not use, and every role
// may view opportunities: this spec's app asks `manage_promos` of the route (the handler's rule
// overrides the controller's, as `@RequirePermission` on the handler would), which both paths read
// from the route's metadata.
Reflect.defineMetadata(REQUIRED_PERMISSION, 'manage_promos', OpportunitiesController.prototype.list);

describe('GET /api/opportunities: a revoked session and a role change hold on both paths', () => {
  let feed: SnapshotFile;
  let testApp: TestApp;
  let admin: string;

  /** An editor signed in, whose reads the fast path serves from memory. */
  async function warmEditor(): Promise<{ editor: TestAccount; cookie: string; read: () => request.Test }> {
    const editor = await createAccount(testApp, { role: 'promo_editor' });
    const cookie = await sessionCookieFor(testApp, editor);
    const read = () => request(testApp.server).get(ROUTE).set('Cookie', cookie);
    const sessions = testApp.app.get(AuthenticateSessionUseCase);
    const token = sessionTokenFromCookieHeader(cookie);
    // Reuse (and so the fast path) starts once the auth change feed listens.
    await eventually(
      async () => (await read().expect(200), sessions.peekReused(token, 1000)),
      (reused) => reused !== null,
    );
    expect(await servedFromMemory(read)).toEqual({ status: 200, fromMemory: true });
    return { editor, cookie, read };
  }

  /** A read's status, and whether it skipped the guards (the fast path answered it). */
  async function servedFromMemory(read: () => request.Test): Promise<{ status: number; fromMemory: boolean }> {
    const guardCheck = jest.spyOn(testApp.app.get(AuthenticateSessionUseCase), 'executeReusing');
    try {
      const { status } = await read();
      return { status, fromMemory: guardCheck.mock.calls.length === 0 };
    } finally {
      guardCheck.mockRestore();
    }
  }

  const patchUser = (id: string, body: object) =>
    request(testApp.server).patch(`/api/admin/users/${id}`).set('Cookie', admin).send(body).expect(200);

  beforeAll(async () => {
    feed = snapshotFile(testSnapshot([{ extRaceId: 'access-r1', minutesFromNow: 60 }]));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    admin = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'admin' }));
    await request(testApp.server).post('/api/admin/refresh').set('Cookie', admin).expect(200);
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should refuse a demoted editor at once (the read the fast path would have served) and after the reuse window (the guards)', async () => {
    const { editor, read } = await warmEditor();
    await patchUser(editor.id, { role: 'member' });
    expect(await servedFromMemory(read)).toEqual({ status: 403, fromMemory: false });
    await sleep(1100);
    expect(await servedFromMemory(read)).toEqual({ status: 403, fromMemory: false });

    // Promoted again: the guards let the next read through, and soon reads are served from memory
    // again (a check made while the database's own notification of the change was on its way is
    // not kept, so it may take one more read).
    await patchUser(editor.id, { role: 'promo_editor' });
    expect(await servedFromMemory(read)).toEqual({ status: 200, fromMemory: false });
    const warm = await eventually(() => servedFromMemory(read), (served) => served.fromMemory || served.status !== 200, 2000);
    expect(warm).toEqual({ status: 200, fromMemory: true });
  });

  it('should refuse an editor demoted by SQL (another instance, the CLI) within moments, on both paths', async () => {
    const { editor, read } = await warmEditor();
    await queryDb(testApp, `UPDATE users SET role = 'member' WHERE id = $1`, [editor.id]);
    // The change reaches this instance as a database notification: milliseconds, not the reuse window.
    const refused = await eventually(() => read().then((response) => response.status), (status) => status === 403, 500, 10);
    expect(refused).toBe(403);
    expect(await servedFromMemory(read)).toEqual({ status: 403, fromMemory: false });
    await sleep(1100);
    expect(await servedFromMemory(read)).toEqual({ status: 403, fromMemory: false });
  });

  it('should answer 401 once the session is revoked by a deactivation, on both paths', async () => {
    const { editor, read } = await warmEditor();
    await patchUser(editor.id, { is_active: false });
    expect(await servedFromMemory(read)).toEqual({ status: 401, fromMemory: false });
    await sleep(1100);
    expect(await servedFromMemory(read)).toEqual({ status: 401, fromMemory: false });
  });

  it('should answer 401 once the session row is deleted by SQL, on both paths', async () => {
    const { editor, read } = await warmEditor();
    await queryDb(testApp, 'DELETE FROM sessions WHERE user_id = $1', [editor.id]);
    const refused = await eventually(() => read().then((response) => response.status), (status) => status === 401, 500, 10);
    expect(refused).toBe(401);
    await sleep(1100);
    expect(await servedFromMemory(read)).toEqual({ status: 401, fromMemory: false });
  });
});
