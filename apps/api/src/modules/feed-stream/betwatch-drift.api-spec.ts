import type { Opportunity } from '@overlay/domain';
import { OddsStream } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_BETWATCH_KEY, FakeBetwatchServer, fakeBetwatchIds } from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

jest.setTimeout(90_000);

const ALL_ROWS = 'min_total_ev=-100&max_odds=1000&include_promos=false&max_results=5000&within_minutes=1440';
const DRIFT = /overlay_feed_drift_quotes_total\{source="betwatch"\} (\d+)/;

// The market checks itself (docs/feeds.md, drift): a price the provider changed without a frame
// is found by the leader's check, counted on /metrics and in the ping, and healed in every view.
// The product (ODDS_FEED=betwatch) against the fake Betwatch v1.
describe('Betwatch drift on /metrics', () => {
  let fake: FakeBetwatchServer;
  let app: TestApp;
  let admin: string;
  const get = async (path: string) => (await request(app.server).get(path).set('Cookie', admin).expect(200)).body;
  const drift = async () => {
    const text = (await request(app.server).get('/metrics').set('Authorization', 'Bearer scrape').expect(200)).text;
    return Number(DRIFT.exec(text)?.[1] ?? 0);
  };

  beforeAll(async () => {
    // The fake's day a minute behind the clock: its changes are older than the check's grace
    // for frames still on their way.
    fake = new FakeBetwatchServer(Date.now() - 60_000, { afterMs: 2 * 3_600_000 });
    await fake.start();
    app = await createTestApp({
      ODDS_FEED: 'betwatch',
      FEED_URL: fake.url,
      FEED_API_KEY: FAKE_BETWATCH_KEY,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
      METRICS_TOKEN: 'scrape',
    });
    admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
    await eventually(async () => (await get(`/api/opportunities?${ALL_ROWS}`)).opportunities.length, (n: number) => n > 0, 20_000);
  });

  afterAll(async () => {
    await app?.close();
    await fake?.stop();
  });

  it('should count a quote the stream never told, and heal it in the rows', async () => {
    const before = await drift();
    // A race on the check's page (the races nearest their jump), its first runner's first book.
    const race = [...fake.day.races.values()]
      .filter((candidate) => candidate.state === 'open' && Date.parse(candidate.startTime) > Date.now() + 60_000 && candidate.runners[0].prices.length > 0)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
    const runner = race.runners[0];
    const quote = runner.prices[0];
    const win = Math.round((quote.win + 0.5) * 100) / 100;
    expect(fake.day.setWinUnannounced(race.extRaceId, runner.number, quote.bookmaker, win)).toBe(true);
    const price = async () =>
      ((await get(`/api/opportunities?${ALL_ROWS}&race_id=${fakeBetwatchIds.event(race)}`)).opportunities as Opportunity[]).find(
        (row) => row.runnerNumber === runner.number && row.bookmaker === quote.bookmaker,
      )?.price;
    // No frame said it: the product still shows the old price.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await price()).toBe(quote.win);

    await (app.app.get(OddsStream) as unknown as { checkDriftNow(): Promise<void> }).checkDriftNow();
    expect(await eventually(price, (shown) => shown === win, 10_000)).toBe(win);
    // Counted once, on /metrics (the leader's 2 s health beat) and in the ping.
    expect(await eventually(drift, (n) => n > before, 10_000)).toBe(before + 1);
    expect((await eventually(() => get('/api/betwatch/ping'), (ping) => ping.stream?.driftQuotes > 0)).stream.driftQuotes).toBeGreaterThanOrEqual(1);
  });
});
