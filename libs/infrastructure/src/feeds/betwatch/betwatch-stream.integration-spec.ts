import type { MarketChangeBatch, SnapshotRace } from '@overlay/domain';
import { parseMarketSnapshot } from '@overlay/domain';
import { BetwatchContract, routeOf } from './__fixtures__/betwatch-contract';
import {
  FAKE_BETWATCH_KEY,
  FakeBetwatchServer,
} from './__fixtures__/fake-betwatch.server';
import { ids } from './__fixtures__/fake-betwatch.entities';
import { BetwatchStreamFeed } from './betwatch-stream.feed';

const FAST = {
  maxReconnectDelayMs: 20,
  streamLimitRetryMs: 60_000,
  quotaRetryMs: 60_000,
  refusedRetryMs: 60_000,
  silenceMs: 5_000,
};

async function until<T>(
  probe: () => T,
  ok: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** Win prices by race, runner number and book: what "the same market" means here. */
function prices(races: Iterable<SnapshotRace>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const race of races)
    for (const runner of race.runners)
      for (const quote of runner.prices)
        out[`${race.extRaceId}#${runner.number}#${quote.bookmaker}`] =
          quote.win;
  return out;
}

describe('Integration', () => {
  describe('BetwatchStreamFeed against the fake Betwatch v1', () => {
    let fake: FakeBetwatchServer;
    let feed: BetwatchStreamFeed;
    let logs: string[];
    const contract = new BetwatchContract();

    const newFeed = () =>
      new BetwatchStreamFeed({
        url: fake.url,
        apiKey: FAKE_BETWATCH_KEY,
        random: () => 0,
        timing: FAST,
        log: (_level, message) => logs.push(message),
      });
    /** Held races as ingest would see them, keyed by the fake's ids (evt_<sim id>). */
    const held = (of = feed) =>
      [...of.market.races.keys()]
        .map((id) => of.raceView(id))
        .filter((race): race is SnapshotRace => race !== null);
    const fakeRaces = (of = feed) =>
      [...fake.day.races.values()]
        .filter((race) => of.market.races.has(ids.event(race)))
        .map((race) => ({ ...race, extRaceId: ids.event(race) }));
    const live = (of = feed) =>
      until(
        () => of.status().state,
        (state) => state === 'live',
      );
    // Bootstraps, not pages: a day with more events than one page follows `next` (`after=`).
    const snapshotCalls = () =>
      fake.exchanges.filter(
        (e) => e.path === '/v1/snapshot' && !e.query.has('after'),
      ).length;
    const opens = () =>
      fake.exchanges.filter((e) => e.path === '/v1/stream' && e.status === 200)
        .length;
    /** Cuts the stream and waits for the feed to be back on it. */
    const dropAndResume = async () => {
      const before = opens();
      fake.drop();
      await until(opens, (n) => n > before);
      await live();
    };

    beforeEach(async () => {
      logs = [];
      fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
      await fake.start();
      feed = newFeed();
    });

    afterEach(async () => {
      await feed.stop();
      await fake.stop();
    });

    it('should bootstrap the scope, follow the stream, and drain the changed races as valid snapshot races', async () => {
      feed.start(null);
      await live();
      const first = feed.drain() as MarketChangeBatch;
      expect(first.bootstrap).toBe(true);
      expect(first.races.length).toBeGreaterThan(5);
      expect(first.cursor).toBeTruthy();
      expect(() =>
        parseMarketSnapshot({ generatedAt: first.asOf, races: first.races }),
      ).not.toThrow();
      expect(first.races.some((race) => race.region)).toBe(true);
      // Priced quotes are confirmed by the stream: as fresh as it, with no time of their own.
      expect(
        first.races
          .flatMap((r) => r.runners)
          .flatMap((r) => r.prices)
          .some((q) => q.checkedAt || q.lastUpdated),
      ).toBe(false);
      fake.day.advance(5_000);
      const after = await until(
        () => feed.status().cursor,
        (cursor) => cursor === fake.day.head(),
      );
      expect(after).toBe(fake.day.head());
      const batch = feed.drain() as MarketChangeBatch;
      expect(batch.bootstrap).toBe(false);
      expect(batch.races.length).toBeGreaterThan(0);
      expect(batch.races.length).toBeLessThanOrEqual(first.races.length);
      expect(prices(held())).toEqual(prices(fakeRaces()));
      // The stream was opened with the snapshot's cursor and its filters, snapshot=none.
      const open = fake.exchanges.find((e) => e.path === '/v1/stream')!;
      expect(open.headers['last-event-id']).toBe(first.cursor);
      expect(open.query.get('snapshot')).toBe('none');
      expect(open.query.getAll('sport')).toEqual([
        'thoroughbred',
        'greyhound',
        'harness',
      ]);
      expect(feed.status()).toMatchObject({
        connected: true,
        reconnects: 0,
        rateLimitRemaining: expect.any(Number),
        quotaRemaining: expect.any(Number),
      });
    });

    it('should answer and stream only what the vendored contract declares', async () => {
      feed.start(null);
      await live();
      fake.day.advance(5_000);
      fake.resync();
      await until(
        () => snapshotCalls(),
        (n) => n >= 2,
      );
      fake.faults.rateLimited = { remaining: 1, retryAfterSeconds: 1 };
      await fetch(`${fake.url}/v1/venues`, {
        headers: { 'x-api-key': FAKE_BETWATCH_KEY },
      });
      await fetch(`${fake.url}/v1/events/nope/snapshot`, {
        headers: { 'x-api-key': FAKE_BETWATCH_KEY },
      });
      const [race] = fake.day.races.values();
      await fetch(`${fake.url}/v1/events/${ids.event(race)}/snapshot`, {
        headers: { 'x-api-key': FAKE_BETWATCH_KEY },
      });
      const replies = fake.exchanges.filter((e) => e.body !== undefined);
      expect(replies.map((e) => e.status)).toEqual(
        expect.arrayContaining([200, 404, 429]),
      );
      for (const reply of replies)
        expect([
          reply.path,
          contract.replyErrors(routeOf(reply.path), reply.status, reply.body),
        ]).toEqual([reply.path, []]);
      const frames = new Map(
        fake.sentFrames.map((frame) => [frame.id + frame.event, frame]),
      );
      expect([...frames.values()].map((f) => f.event)).toEqual(
        expect.arrayContaining(['odds', 'coverage', 'resync']),
      );
      for (const frame of frames.values())
        expect([frame.event, contract.frameErrors(frame)]).toEqual([
          frame.event,
          [],
        ]);
    });

    it('should resume after drops, even mid-frame, and lose no frame', async () => {
      feed.start(null);
      await live();
      for (let round = 0; round < 3; round += 1) {
        fake.day.advance(3_000);
        await dropAndResume();
        fake.day.advance(3_000);
      }
      const before = opens();
      fake.dropMidFrame();
      await until(opens, (n) => n > before);
      await until(
        () => feed.status().cursor,
        (cursor) => cursor === fake.day.head(),
      );
      expect(feed.status().cursor).toBe(fake.day.head());
      expect(feed.status().reconnects).toBeGreaterThanOrEqual(4);
      expect(snapshotCalls()).toBe(1);
      // Each resume named the last whole frame it had (the last one past the first frames).
      const resumes = fake.exchanges
        .filter((e) => e.path === '/v1/stream')
        .map((e) => e.headers['last-event-id']);
      expect(resumes.at(-1)).not.toBe(resumes[0]);
      expect(prices(held())).toEqual(prices(fakeRaces()));
    });

    it('should bootstrap again on resync and on an expired cursor, keeping the held market meanwhile', async () => {
      feed.start(null);
      await live();
      feed.drain();
      const races = feed.market.races.size;
      fake.resync();
      await until(
        () => snapshotCalls(),
        (n) => n >= 2,
      );
      expect(feed.market.races.size).toBeGreaterThanOrEqual(races);
      await live();
      fake.day.expireCursors();
      const before = opens();
      fake.drop();
      await until(
        () => snapshotCalls(),
        (n) => n >= 3,
      );
      await until(opens, (n) => n > before);
      await live();
      expect(
        fake.exchanges.some((e) => e.path === '/v1/stream' && e.status === 409),
      ).toBe(true);
      fake.day.advance(3_000);
      await until(
        () => feed.status().cursor,
        (cursor) => cursor === fake.day.head(),
      );
      expect(prices(held())).toEqual(prices(fakeRaces()));
    });

    it('should drop a source a new provider run no longer prices, and one whose coverage turns unpriced', async () => {
      const [last, other] = [...fake.day.races.values()]
        .filter((race) => race.state === 'open')
        .reverse();
      feed.start(null);
      await live();
      // Late coverage: two books start pricing the last race.
      fake.day.startPricing(last.extRaceId, 'Bet365', 1.3);
      fake.day.startPricing(last.extRaceId, 'Unibet', 1.2);
      const booksOf = (race: SnapshotRace) => () =>
        new Set(
          feed
            .raceView(ids.event(race))
            ?.runners.flatMap((runner) => runner.prices.map((q) => q.bookmaker)),
        );
      expect(
        await until(booksOf(last), (books) => books.has('Unibet')),
      ).toContain('Bet365');
      // The feed stops; the provider comes back as a new run in which they do not price it.
      fake.day.stopPricing(last.extRaceId, 'Bet365', { announce: false });
      fake.day.stopPricing(last.extRaceId, 'Unibet', { announce: false });
      fake.day.newRun();
      fake.drop();
      const books = await until(
        booksOf(last),
        (held) => !held.has('Bet365') && !held.has('Unibet'),
      );
      expect([...books]).not.toContain('Bet365');
      expect([...books]).not.toContain('Unibet');
      expect(prices(held())).toEqual(prices(fakeRaces()));
      // A coverage frame saying `unpriced` withdraws a book's quotes at once.
      await live();
      const book = other.runners.find((r) => r.prices.length > 0)!.prices[0]
        .bookmaker;
      fake.day.sendCoverage(other.extRaceId, book, 'unpriced');
      expect(
        await until(booksOf(other), (held) => !held.has(book)),
      ).not.toContain(book);
    });

    it('should find, count, log and heal a quote the stream never told (drift), from one snapshot page', async () => {
      await feed.stop();
      await fake.stop();
      // The fake's day a minute behind the clock: its changes are older than the check's grace
      // for frames still on their way (docs/feeds.md, drift).
      fake = new FakeBetwatchServer(Date.now() - 60_000, { afterMs: 2 * 3_600_000 });
      await fake.start();
      feed = new BetwatchStreamFeed({
        url: fake.url,
        apiKey: FAKE_BETWATCH_KEY,
        random: () => 0,
        timing: { ...FAST, driftCheckMs: 150 },
        log: (_level, message) => logs.push(message),
      });
      feed.start(null);
      await live();
      // A race the check's page holds: the first to start after now.
      const race = [...fake.day.races.values()]
        .filter(
          (candidate) =>
            candidate.state === 'open' &&
            Date.parse(candidate.startTime) > Date.now() + 60_000 &&
            candidate.runners[0].prices.length > 0,
        )
        .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
      const quote = race.runners[0].prices[0];
      const win = Math.round((quote.win + 0.5) * 100) / 100;
      expect(fake.day.setWinUnannounced(race.extRaceId, race.runners[0].number, quote.bookmaker, win)).toBe(true);
      const healed = await until(
        () =>
          feed
            .raceView(ids.event(race))
            ?.runners[0].prices.find((q) => q.bookmaker === quote.bookmaker)?.win,
        (price) => price === win,
      );
      expect(healed).toBe(win);
      expect(feed.status().driftQuotes).toBe(1);
      expect(logs.some((line) => line.includes('Betwatch drift healed') && line.includes(`$${win}`))).toBe(true);
      // One page, the races nearest the jump, per check: nothing more drifts, nothing more counted.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(feed.status().driftQuotes).toBe(1);
      const checks = fake.exchanges.filter((e) => e.path === '/v1/snapshot' && e.query.get('limit') === '50' && e.query.has('startFrom'));
      expect(checks.length).toBeGreaterThan(1);
    });

    it('should wait out rate_limited, stop on quota_exceeded keeping the market, and say stream_limit once', async () => {
      fake.faults.rateLimited = { remaining: 2, retryAfterSeconds: 1 };
      const started = Date.now();
      feed.start(null);
      // While it waits, the status says so (not `bootstrapping`), and each retry is logged.
      expect(
        await until(
          () => feed.status().state,
          (state) => state === 'rate_limited',
        ),
      ).toBe('rate_limited');
      await live(feed);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(fake.exchanges.filter((e) => e.status === 429)).toHaveLength(2);
      expect(
        logs.filter((line) => /429 rate_limited; asking again in 1\.0 s/.test(line)),
      ).toHaveLength(2);
      const races = feed.market.races.size;
      fake.faults.quotaExceeded = true;
      fake.drop();
      await until(
        () => feed.status().state,
        (state) => state === 'quota_exceeded',
      );
      expect(feed.status()).toMatchObject({
        connected: false,
        lastErrorCode: 'quota_exceeded',
      });
      expect(feed.market.races.size).toBe(races);
      await feed.stop();
      fake.faults.quotaExceeded = false;
      fake.faults.streamLimit = true;
      feed = newFeed();
      feed.start(null);
      await until(
        () => feed.status().state,
        (state) => state === 'stream_limit',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refusals = fake.exchanges.filter(
        (e) =>
          (e.body as { code?: string } | undefined)?.code === 'stream_limit',
      );
      expect(refusals).toHaveLength(1);
      expect(logs.filter((line) => line.includes('stream_limit'))).toHaveLength(
        1,
      );
    });

    it('should count and skip a malformed frame, and fetch a race a frame names but the market lacks', async () => {
      const [hidden] = [...fake.day.races.values()]
        .filter((race) => race.state === 'open')
        .slice(-1);
      fake.day.races.delete(hidden.extRaceId);
      feed.start(null);
      await live();
      expect(feed.market.races.has(ids.event(hidden))).toBe(false);
      fake.garbage();
      fake.day.races.set(hidden.extRaceId, hidden);
      fake.day.pulse(1, () => 0.999);
      await until(() => feed.market.races.has(ids.event(hidden)), Boolean);
      expect(feed.status().malformedFrames).toBe(1);
      expect(feed.status().connected).toBe(true);
      expect(
        fake.exchanges.some(
          (e) => e.path === `/v1/events/${ids.event(hidden)}/snapshot`,
        ),
      ).toBe(true);
    });

    it('should resume a new holder from the stored cursor and index with no bootstrap and no gap', async () => {
      feed.start(null);
      await live();
      const batch = feed.drain() as MarketChangeBatch;
      await feed.stop();
      fake.day.advance(10_000);
      fake.day.pulse(50);
      const next = newFeed();
      next.start({
        cursor: batch.cursor!,
        index: batch.index,
        races: batch.races,
      });
      await until(
        () => next.status().cursor,
        (cursor) => cursor === fake.day.head(),
      );
      expect(snapshotCalls()).toBe(1);
      expect(prices(held(next))).toEqual(prices(fakeRaces(next)));
      await next.stop();
    });
  });
});
