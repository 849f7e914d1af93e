import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { openEventStream } from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

jest.setTimeout(30_000);

async function listening(testApp: TestApp): Promise<string> {
  await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
}

// Two instances on one database. A deactivated user's streams, both kinds (`/api/events` and a
// live race), end within a second on both instances, whether the admin api deactivated them (it
// deletes the sessions and publishes `user_sessions_revoked`) or a plain SQL UPDATE did (only the
// database's `auth_changed {userId}` notice says so).
describe('Streams end on account changes, on every instance (e2e)', () => {
  const feedFile = { generatedAt: new Date().toISOString(), races: [handRace('AUTH-LIVE', 10, Date.now(), 1)] };
  let feed: SnapshotFile;
  let a: TestApp;
  let b: TestApp;
  let urls: string[];
  let admin: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    feed = snapshotFile(feedFile);
    const env = { ODDS_FEED: 'file', FEED_FILE: feed.path, REFRESH_SECONDS: '3600', FAST_REFRESH_SECONDS: '3600' };
    a = await createTestApp({ ...env, JOBS_ENABLED: 'true', LEADER_RETRY_SECONDS: '1' });
    b = await createTestApp(env, { database: a.database });
    urls = [await listening(a), await listening(b)];
    admin = await sessionCookieFor(a, await createAccount(a, { role: 'admin' }));
    const stored = async () => (await request(a.server).get('/api/races').set('Cookie', admin)).body.length === 1;
    for (let i = 0; i < 100 && !(await stored()); i += 1) await new Promise((r) => setTimeout(r, 100));
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    feed.remove();
  });

  /** An editor with both kinds of stream open on both instances, and a bystander's streams. */
  async function streamingEditor() {
    const editor = await createAccount(a, { role: 'promo_editor' });
    const bystander = await sessionCookieFor(a, await createAccount(a, { role: 'promo_editor' }));
    const open = async (base: string, path: string, cookie: string) => {
      const stream = await openEventStream(base, path, cookie);
      expect(stream.status).toBe(200);
      streams.push(stream);
      return stream;
    };
    const theirs: EventStreamClient[] = [];
    const others: EventStreamClient[] = [];
    for (const base of urls) {
      const cookie = await sessionCookieFor(a, editor);
      theirs.push(await open(base, '/api/events', cookie), await open(base, '/api/live/race/AUTH-LIVE', cookie));
      others.push(await open(base, '/api/events', bystander), await open(base, '/api/live/race/AUTH-LIVE', bystander));
    }
    return { editor, theirs, others };
  }

  /** Waits up to 1.5 s for `theirs` to end; all must have ended within 1 s, and no other stream. */
  async function expectEndedWithinASecond(theirs: EventStreamClient[], others: EventStreamClient[], started: number) {
    const endedAt = new Map<EventStreamClient, number>();
    for (const stream of [...theirs, ...others]) void stream.ended.then(() => endedAt.set(stream, Date.now()));
    await Promise.race([Promise.all(theirs.map((stream) => stream.ended)), new Promise((r) => setTimeout(r, 1500))]);
    expect(theirs.map((stream) => (endedAt.get(stream) ?? Infinity) - started < 1000)).toEqual([true, true, true, true]);
    expect(others.map((stream) => endedAt.has(stream))).toEqual([false, false, false, false]);
  }

  it('should end them when the admin api deactivates the user on one instance', async () => {
    const { editor, theirs, others } = await streamingEditor();
    const started = Date.now();
    await request(a.server).patch(`/api/admin/users/${editor.id}`).set('Cookie', admin).send({ is_active: false }).expect(200);
    await expectEndedWithinASecond(theirs, others, started);
  });

  it('should end them when SQL deactivates the user (sessions left in place)', async () => {
    const { editor, theirs, others } = await streamingEditor();
    const started = Date.now();
    await queryDb(a, 'UPDATE users SET is_active = false WHERE id = $1', [editor.id]);
    await expectEndedWithinASecond(theirs, others, started);
  });
});
