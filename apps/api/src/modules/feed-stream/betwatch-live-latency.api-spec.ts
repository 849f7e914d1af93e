import type {
  DataRefreshEvent,
  LiveTickMessage,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { EventBus } from '@overlay/domain';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { openEventStream } from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import {
  FAKE_BETWATCH_KEY,
  FakeBetwatchServer,
  fakeBetwatchIds,
} from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';
import { FRONT_RACES } from './application/front-of-card';
import { STREAM_WRITE_RACES } from './application/store-stream-batch.use-case';

jest.setTimeout(90_000);

// ODDS_FEED=betwatch against the fake with a busy market: a change to a race a live page watches
// reaches that page's stream at once, whatever else the same moment changed (docs/feeds.md,
// latency), not at the page's next beat.
describe('Betwatch v1 stream: a watched race under a busy market', () => {
  let fake: FakeBetwatchServer;
  let app: TestApp;
  let live: EventStreamClient | null = null;
  const events: DataRefreshEvent[] = [];

  beforeAll(async () => {
    // Six hours of races: over a hundred, more than a data_refresh can name at once, whatever the
    // hour the test runs at (the day is shifted to a busy spell: at 11:00 UTC the next six hours
    // held 45).
    fake = new FakeBetwatchServer(Date.now(), {
      afterMs: 6 * 3_600_000,
      minOpenRaces: 100,
    });
    await fake.start();
    app = await createTestApp({
      ODDS_FEED: 'betwatch',
      FEED_URL: fake.url,
      FEED_API_KEY: FAKE_BETWATCH_KEY,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
    });
    app.app
      .get(EventBus)
      .subscribe('data_refresh', (event: DataRefreshEvent) =>
        events.push(event),
      );
    await new Promise<void>((resolve) =>
      app.server.listen(0, '127.0.0.1', resolve),
    );
  });

  afterAll(async () => {
    live?.close();
    await app.close();
    await fake.stop();
  });

  it('should push a watched race its change before its 5 s beat while a hundred other races change at the same moment', async () => {
    const admin = await sessionCookieFor(
      app,
      await createAccount(app, { role: 'admin' }),
    );
    const ping = () =>
      request(app.server).get('/api/betwatch/ping').set('Cookie', admin);
    await eventually(
      async () => (await ping()).body,
      (body) => body.stream?.connected === true,
      30_000,
    );
    // The bootstrap stored (one write of the whole scope, its data_refresh `full`).
    await eventually(() => events.some((event) => event.full), Boolean, 30_000);
    const open = [...fake.day.races.values()].filter(
      (race) => race.state === 'open',
    );
    expect(open.length).toBeGreaterThan(64);
    const priced = (runner: SnapshotRunner) =>
      !runner.scratched &&
      runner.prices.some((q) => q.bookmaker === 'Sportsbet');
    const race = open.find((r) => r.runners.some(priced)) as SnapshotRace;
    const runner = race.runners.find(priced) as SnapshotRunner;
    const id = fakeBetwatchIds.event(race);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    live = await openEventStream(
      base,
      `/api/live/race/${id}?interval=5000`,
      admin,
    );
    const ticks = () =>
      (live?.messages() as LiveTickMessage[]).filter((m) => m.type === 'tick');
    // The beat's first tick (at once on connecting): the next one is due 5 s later.
    await eventually(ticks, (list) => list.length >= 1);
    const [beat] = ticks();
    // The page prices that runner at that book: its change has a row to show in.
    expect(
      beat.ev.some(
        (row) => row.runnerNo === runner.number && row.book === 'Sportsbet',
      ),
    ).toBe(true);
    const heard = events.length;

    // One moment: the watched runner's price moves, and so do the open races twice over (one
    // batch of about a hundred races: more than a data_refresh names).
    const sportsbet = () =>
      runner.prices.find((q) => q.bookmaker === 'Sportsbet')!.win;
    const before = sportsbet();
    fake.day.setWin(
      race.extRaceId,
      runner.number,
      'Sportsbet',
      before === 7.77 ? 7.78 : 7.77,
    );
    fake.day.pulse(open.length * 2);
    // The price the moment ends on: the pulse may move the same quote again (a 2-3 % chance with
    // 130-330 open races; a CI run then waited for a price the feed no longer had).
    const price = sportsbet();
    expect(price).not.toBe(before);

    const carrying = (list: LiveTickMessage[]) =>
      list.find((m) =>
        (m.oddsChanged ?? []).some(
          (c) => c.book === 'Sportsbet' && c.new === price,
        ),
      );
    const tick = carrying(
      await eventually(ticks, (list) => carrying(list) !== undefined, 8_000),
    );
    expect(tick).toBeDefined();
    // Well inside the 5 s beat (the server's own tick times): the write, not the timer, brought it.
    expect(
      Date.parse(tick!.timestamp) - Date.parse(beat.timestamp),
    ).toBeLessThan(4_000);
    // The busy moment was written in named parts, the watched race's first.
    const since = await eventually(
      () => events.slice(heard),
      (list) => list.length >= 3,
      20_000,
    );
    expect(since.length).toBeGreaterThanOrEqual(3);
    // A part, and the front of the card's races changed since their own write riding with it.
    for (const event of since)
      expect(event.raceIds?.length).toBeLessThanOrEqual(STREAM_WRITE_RACES + FRONT_RACES);
    expect(since.find((event) => event.raceIds?.includes(id))).toBe(since[0]);
  });
});
