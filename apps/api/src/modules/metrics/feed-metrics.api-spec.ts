import request from 'supertest';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// docs/operations.md §2: what the leader's feed jobs do is on /metrics: refresh durations by outcome,
// feed errors by code, each pool's use, leadership.
describe('Feed job metrics (leader, JOBS_ENABLED)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;

  beforeAll(async () => {
    feed = snapshotFile({ generatedAt: new Date().toISOString(), races: [handRace('m-r1', 90, Date.now(), 3)] });
    testApp = await createTestApp({
      ODDS_FEED: 'file',
      FEED_FILE: feed.path,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
      REFRESH_SECONDS: '1',
      FAST_REFRESH_SECONDS: '3600',
      METRICS_TOKEN: 'scrape',
    });
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  const scrape = async () => (await request(testApp.server).get('/metrics').set('Authorization', 'Bearer scrape').expect(200)).text;
  const until = async (pattern: RegExp) => {
    for (let i = 0; i < 100; i += 1) {
      const text = await scrape();
      if (pattern.test(text)) return text;
      await sleep(100);
    }
    return scrape();
  };

  it('should time each scheduled refresh and count feed errors by code', async () => {
    const ok = await until(/overlay_refresh_duration_seconds_count\{lane="full",outcome="ok"\} [1-9]/);
    expect(ok).toMatch(/overlay_refresh_duration_seconds_count\{lane="full",outcome="ok"\} [1-9]/);
    expect(ok).toMatch(/overlay_refresh_duration_seconds_bucket\{le="60",lane="full",outcome="ok"\} [1-9]/);
    expect(ok).toContain('overlay_leader 1');
    expect(ok).toMatch(/overlay_pg_pool_connections\{pool="job",state="total"\} [1-3]\n/);
    expect(ok).toContain('# TYPE overlay_stream_ingest_duration_seconds histogram');
    expect(ok).toContain('# TYPE overlay_stream_ingest_lag_seconds gauge');
    // Each stored version is read for the opportunity table (the first one whole).
    expect(await until(/overlay_data_version_read_seconds_count\{read="whole"\} [1-9]/)).toMatch(
      /overlay_data_version_read_seconds_count\{read="whole"\} [1-9]/,
    );
    expect(ok).not.toMatch(/overlay_feed_errors_total\{/);

    feed.write('{ not json');
    const failed = await until(/overlay_feed_errors_total\{source="file",code="invalid_snapshot"\} [1-9]/);
    expect(failed).toMatch(/overlay_feed_errors_total\{source="file",code="invalid_snapshot"\} [1-9]/);
    expect(failed).toMatch(/overlay_refresh_duration_seconds_count\{lane="full",outcome="failed"\} [1-9]/);
  });
});
