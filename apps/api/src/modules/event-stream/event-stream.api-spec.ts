import { EventBus } from '@overlay/domain';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import request from 'supertest';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import {
  openEventStream,
  until,
} from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

const ENV = { EVENTS_HEARTBEAT_MS: '100', EVENTS_REFRESH_COALESCE_MS: '400', EVENTS_RACES_BATCH_MS: '200' };

/**
 * Makes `version` the stored data version, as an ingest does before it announces one: this
 * instance announces a version once it serves it (docs/architecture.md, "Serving prepared versions").
 */
async function storeDataVersion(testApp: TestApp, version: number): Promise<void> {
  await testApp.app.get(DataSource).query(
    `INSERT INTO feed_sources (source, data_version, updated_at) VALUES ('event-stream-test', $1, now())
     ON CONFLICT (source) DO UPDATE SET data_version = EXCLUDED.data_version`,
    [version],
  );
}

async function listening(testApp: TestApp): Promise<string> {
  await new Promise<void>((resolve) =>
    testApp.server.listen(0, '127.0.0.1', resolve),
  );
  return `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
}

describe('Event stream /api/events (e2e)', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  let editor: string;
  const streams: EventStreamClient[] = [];
  const open = async (base: string, cookie?: string, lastEventId?: string) => {
    const stream = await openEventStream(
      base,
      '/api/events',
      cookie,
      lastEventId,
    );
    streams.push(stream);
    return stream;
  };
  const createPromo = (app: TestApp, label: string) =>
    request(app.server)
      .post('/api/promos/bulk')
      .set('Cookie', editor)
      .send({
        bookmaker: 'Sportsbet',
        promoType: 'BonusBack_2nd',
        scope: 'all',
        label,
      })
      .expect(201);

  beforeAll(async () => {
    first = await createTestApp(ENV);
    second = await createTestApp(ENV, { database: first.database });
    [firstUrl, secondUrl] = [await listening(first), await listening(second)];
    editor = await sessionCookieFor(
      first,
      await createAccount(first, { role: 'promo_editor' }),
    );
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('should refuse anonymous callers with 401', async () => {
    const stream = await open(firstUrl);
    expect(stream.status).toBe(401);
  });

  it('should send promo events with ids, on this instance and on another one, and heartbeats', async () => {
    const here = await open(firstUrl, editor);
    const there = await open(secondUrl, editor);
    expect(here.status).toBe(200);
    const { body } = await createPromo(first, 'fan-out');
    const id = body.created[0].id as string;
    await until(
      () => here.events().length === 1 && there.events().length === 1,
    );
    expect(here.events()[0]).toMatchObject({
      type: 'promo_created',
      data: { id },
    });
    expect(there.events()[0]).toMatchObject({
      type: 'promo_created',
      data: { id },
    });
    await request(first.server)
      .delete(`/api/promos/${id}`)
      .set('Cookie', editor)
      .expect(204);
    await until(() =>
      there.events().some((event) => event.type === 'promo_deleted'),
    );
    await until(() => here.text().includes(': heartbeat\n\n'));
  });

  it("should send a personal promo's events to its owner's streams only, on every instance", async () => {
    const member = await sessionCookieFor(first, await createAccount(first));
    const [ownerHere, ownerThere, memberHere, memberThere] = [
      await open(firstUrl, editor),
      await open(secondUrl, editor),
      await open(firstUrl, member),
      await open(secondUrl, member),
    ];
    const personal = await request(first.server)
      .post('/api/promos/bulk')
      .set('Cookie', editor)
      .send({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all', visibility: 'personal' })
      .expect(201);
    const id = personal.body.created[0].id as string;
    await request(first.server).delete(`/api/promos/${id}`).set('Cookie', editor).expect(204);
    // Told to the owner without an event id (not replayed to others' reconnects either).
    const told = (s: EventStreamClient) => (s.messages() as { type: string; data: unknown }[]).map((m) => [m.type, m.data]);
    await until(() => [ownerHere, ownerThere].every((s) => told(s).some(([type]) => type === 'promo_deleted')));
    expect(told(ownerThere)).toEqual([
      ['promo_created', { id }],
      ['promo_deleted', { id }],
    ]);
    // A shared promo published after them reaches the member: the personal ones would be there by now.
    await createPromo(first, 'shared after');
    await until(() => [memberHere, memberThere].every((s) => s.events().length === 1));
    for (const stream of [memberHere, memberThere]) expect(stream.text()).not.toContain(id);
  });

  it('should replay what a reconnecting stream missed, given its Last-Event-ID', async () => {
    const stream = await open(firstUrl, editor);
    await createPromo(first, 'before');
    await until(() => stream.events().length === 1);
    const lastId = stream.events()[0].id;
    stream.close();
    await createPromo(first, 'missed-1');
    await createPromo(first, 'missed-2');
    const back = await open(firstUrl, editor, lastId);
    await until(() => back.events().length === 2);
    expect(back.events().map((event) => event.type)).toEqual([
      'promo_created',
      'promo_created',
    ]);
    const unknown = await open(firstUrl, editor, 'from-another-instance-7');
    await until(() => unknown.events().length === 1);
    expect(unknown.events()[0]).toMatchObject({
      type: 'data_refresh',
      data: { full: true },
    });
  });

  it('should take the last id from the lastEventId query parameter as well (the web client)', async () => {
    const stream = await open(firstUrl, editor);
    await createPromo(first, 'query-before');
    await until(() => stream.events().length === 1);
    const lastId = stream.events()[0].id;
    stream.close();
    await createPromo(first, 'query-missed');
    const back = await openEventStream(
      firstUrl,
      `/api/events?lastEventId=${encodeURIComponent(lastId)}`,
      editor,
    );
    streams.push(back);
    expect(back.status).toBe(200);
    await until(() => back.events().length === 1);
    expect(back.events()[0]).toMatchObject({ type: 'promo_created' });
    expect(back.events()[0].id).not.toBe(lastId);
  });

  it('should refuse a malformed lastEventId query parameter with 400', async () => {
    const response = await request(first.server)
      .get('/api/events?lastEventId=%3Cscript%3E')
      .set('Cookie', editor)
      .expect(400);
    expect(JSON.stringify(response.body.message)).toContain('lastEventId');
  });

  it('should coalesce data_refresh to one per interval, never promo events', async () => {
    const stream = await open(firstUrl, editor);
    const bus = first.app.get(EventBus);
    const at = new Date().toISOString();
    await storeDataVersion(first, 103);
    for (const version of [101, 102, 103])
      bus.publish('data_refresh', { version, at, races: 2, full: false });
    await createPromo(first, 'not coalesced');
    await until(
      () =>
        stream.events().filter((event) => event.type === 'data_refresh')
          .length === 2,
      2000,
    );
    const refreshes = stream
      .events()
      .filter((event) => event.type === 'data_refresh');
    expect(refreshes.map((event) => event.data)).toEqual([
      { version: 101, races: 2, full: false, named: false },
      { version: 103, races: 4, full: false, named: false },
    ]);
    // Changes that name no race say nothing of which races: no races_changed.
    expect(stream.events().filter((event) => event.type === 'races_changed')).toHaveLength(0);
    expect(
      stream.events().filter((event) => event.type === 'promo_created'),
    ).toHaveLength(1);
  });

  it('should name changed races in races_changed batches (EVENTS_RACES_BATCH_MS), and say data_refresh carried only named changes', async () => {
    const stream = await open(firstUrl, editor);
    const bus = first.app.get(EventBus);
    const at = new Date().toISOString();
    // Past the last test's data_refresh interval, so this test's first one goes at once.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await storeDataVersion(first, 203);
    bus.publish('data_refresh', { version: 201, at, races: 1, full: false, raceIds: ['r1'] });
    bus.publish('data_refresh', { version: 202, at, races: 2, full: false, raceIds: ['r2', 'r1'] });
    bus.publish('data_refresh', { version: 203, at, races: 1, full: false, raceIds: ['r3'] });
    const races = () => stream.events().filter((event) => event.type === 'races_changed');
    await until(() => races().length === 2, 2000);
    expect(races().map((event) => event.data)).toEqual([
      { version: 201, raceIds: ['r1'] },
      { version: 203, raceIds: ['r2', 'r1', 'r3'] },
    ]);
    await until(() => stream.events().filter((event) => event.type === 'data_refresh').length === 2, 2000);
    expect(stream.events().filter((event) => event.type === 'data_refresh').map((event) => event.data)).toEqual([
      { version: 201, races: 1, full: false, named: true },
      { version: 203, races: 3, full: false, named: true },
    ]);
    // More races than one `races=` read takes: named as none (read the whole reply).
    await new Promise((resolve) => setTimeout(resolve, 450));
    const many = Array.from({ length: 201 }, (_, i) => `m${i}`);
    await storeDataVersion(first, 204);
    bus.publish('data_refresh', { version: 204, at, races: many.length, full: false, raceIds: many });
    await until(() => races().length === 3, 2000);
    expect(races()[2].data).toEqual({ version: 204, raceIds: null });
  });

  it('should end a stream within a second of its logout, on any instance', async () => {
    const member = await createAccount(first);
    const cookie = await sessionCookieFor(first, member);
    const there = await open(secondUrl, cookie);
    expect(there.status).toBe(200);
    const started = Date.now();
    await request(first.server)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .expect(204);
    await there.ended;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('should end every stream of a deactivated user within a second', async () => {
    const admin = await sessionCookieFor(
      first,
      await createAccount(first, { role: 'admin' }),
    );
    const member = await createAccount(first);
    const [a, b] = [
      await open(firstUrl, await sessionCookieFor(first, member)),
      await open(secondUrl, await sessionCookieFor(first, member)),
    ];
    const bystander = await open(firstUrl, editor);
    const started = Date.now();
    await request(first.server)
      .patch(`/api/admin/users/${member.id}`)
      .set('Cookie', admin)
      .send({ is_active: false })
      .expect(200);
    await Promise.all([a.ended, b.ended]);
    expect(Date.now() - started).toBeLessThan(1000);
    await createPromo(first, 'still here');
    await until(() => bystander.events().length === 1);
  });
});
