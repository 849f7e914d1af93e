import request from 'supertest';
import { listeningUrl, rawGet } from '../../../test/support/raw-http';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('GET /metrics', () => {
  let withToken: TestApp;
  let loopbackOnly: TestApp;

  beforeAll(async () => {
    withToken = await createTestApp({ METRICS_TOKEN: 'scrape-secret' });
    loopbackOnly = await createTestApp({}, { database: withToken.database });
  });

  afterAll(async () => {
    await loopbackOnly.close();
    await withToken.close();
  });

  it('answers only the METRICS_TOKEN bearer, in Prometheus text, with the instance metrics', async () => {
    await request(withToken.server).get('/api/health').expect(200);
    await request(withToken.server).patch('/api/promos/not-a-uuid').set('Content-Type', 'application/json').send({}).expect(401);
    await request(withToken.server).get('/metrics').expect(404);
    await request(withToken.server).get('/metrics').set('Authorization', 'Bearer wrong').expect(404);
    const response = await request(withToken.server).get('/metrics').set('Authorization', 'Bearer scrape-secret').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = response.text;
    expect(text).toMatch(/overlay_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/);
    // The route pattern, never the raw path (ids would explode the series).
    expect(text).toMatch(/method="PATCH",route="\/api\/promos\/:id",status="401"/);
    expect(text).not.toContain('not-a-uuid');
    for (const line of [
      'overlay_sse_connections{hub="events"} 0',
      'overlay_sse_connections{hub="live"} 0',
      'overlay_leader 0',
      'overlay_pg_pool_connections{pool="request",state="total"}',
      'overlay_pg_pool_connections{pool="request",state="waiting"} 0',
      'overlay_pg_pool_connections{pool="job",state="total"}',
      'overlay_pg_pool_connections{pool="stream",state="waiting"} 0',
      'overlay_nodejs_eventloop_lag_seconds',
      'overlay_feed_stale{source="',
    ])
      expect(text).toContain(line);
  });

  it('without a token, answers a scraper on this machine only, not one relayed by a proxy', async () => {
    const base = await listeningUrl(loopbackOnly.server);
    const direct = await rawGet(base, '/metrics', {});
    expect(direct.status).toBe(200);
    expect(direct.body.toString()).toContain('overlay_leader');
    expect((await rawGet(base, '/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    // The probe: nginx's X-Real-IP, or the standard Forwarded header, passed as a local scraper.
    const relayedHeaders: Record<string, string>[] = [
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-forwarded-proto': 'https' },
      { via: '1.1 nginx' },
    ];
    for (const relayed of relayedHeaders) {
      expect([relayed, (await rawGet(base, '/metrics', relayed)).status]).toEqual([relayed, 404]);
    }
  });
});
