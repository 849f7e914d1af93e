import { get } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createOpportunityApp } from '../../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../../test/fixtures/opportunity-app';
import { listeningUrl, rawGet } from '../../../../test/support/raw-http';
import type { RawResponse } from '../../../../test/support/raw-http';
import { compressionCounts } from './compressed-variants';

const decoded = (response: RawResponse): unknown => {
  const coding = response.headers['content-encoding'];
  const bytes = coding === 'br' ? brotliDecompressSync(response.body) : coding === 'gzip' ? gunzipSync(response.body) : response.body;
  return JSON.parse(bytes.toString('utf8'));
};

// Replies leave compressed as the browser accepts; the cached opportunities reply is compressed
// once per cached version and coding, never per request; the event stream is never compressed.
jest.setTimeout(60_000);
describe('Compressed replies', () => {
  let fixture: OpportunityApp;
  let baseUrl: string;
  const as = (acceptEncoding: string | null, extra: Record<string, string> = {}) => ({
    cookie: fixture.cookies.member,
    ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
    ...extra,
  });

  beforeAll(async () => {
    fixture = await createOpportunityApp();
    baseUrl = await listeningUrl(fixture.testApp.server);
  }, 60_000);

  afterAll(async () => {
    await fixture.close();
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['none', null, undefined],
    ['identity only', 'identity', undefined],
  ])('should send GET /api/opportunities %s-encoded, decoding to the same JSON, with Vary', async (_label, accept, coding) => {
    const path = '/api/opportunities?min_total_ev=-100';
    const plain = await rawGet(baseUrl, path, as(null));
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    // Twice: the first may build or compress through Nest, the second is a warm read.
    for (let round = 0; round < 2; round += 1) {
      const response = await rawGet(baseUrl, path, as(accept));
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      if (coding !== undefined) expect(response.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(response)).toEqual(JSON.parse(plain.body.toString('utf8')));
      expect(response.headers.etag).toBe(coding === undefined ? plain.headers.etag : `W/${plain.headers.etag}`);
    }
  });

  it('should compress a cached reply once per coding however many ask, and again only for a new reply', async () => {
    const path = '/api/opportunities?min_total_ev=-100&sort_by=price';
    await rawGet(baseUrl, path, as(null));
    const before = { ...compressionCounts };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => rawGet(baseUrl, path, as(i % 2 === 0 ? 'br' : 'gzip'))),
    );
    for (let i = 0; i < 6; i += 1) responses.push(await rawGet(baseUrl, path, as(i % 2 === 0 ? 'br' : 'gzip')));
    expect(responses.map((response) => response.headers['content-encoding'])).toEqual(
      Array.from({ length: 18 }, (_, i) => (i % 2 === 0 ? 'br' : 'gzip')),
    );
    expect(new Set(responses.filter((r) => r.headers['content-encoding'] === 'br').map((r) => r.body.toString('base64'))).size).toBe(1);
    expect([compressionCounts.br - before.br, compressionCounts.gzip - before.gzip]).toEqual([1, 1]);
    // Another filter set is another cached reply: compressed once more.
    await rawGet(baseUrl, `${path}&sort_dir=asc`, as('br'));
    await rawGet(baseUrl, `${path}&sort_dir=asc`, as('br'));
    expect(compressionCounts.br - before.br).toBe(2);
  });

  it('should answer 304 to the weak ETag of a compressed reply', async () => {
    const path = '/api/opportunities?min_total_ev=-100';
    const first = await rawGet(baseUrl, path, as('br'));
    const again = await rawGet(baseUrl, path, as('br', { 'if-none-match': first.headers.etag as string }));
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('should compress other JSON replies of 1 KB and more, with Vary', async () => {
    const plain = await rawGet(baseUrl, '/api/bookmakers/coverage', as(null));
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const compressed = await rawGet(baseUrl, '/api/bookmakers/coverage', as('gzip, br'));
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const body = decoded(compressed) as { _meta: unknown };
    expect(Object.keys(body)).toEqual(Object.keys(JSON.parse(plain.body.toString('utf8')) as object));
  });

  it('should leave a small JSON reply as it is', async () => {
    const response = await rawGet(baseUrl, '/api/auth/me', as('br'));
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('user');
  });

  it('should never compress the server-sent event stream, whose frames must leave at once', async () => {
    const { response, first } = await new Promise<{ response: IncomingMessage; first: string }>((resolve, reject) => {
      const outgoing = get(`${baseUrl}/api/events`, { headers: as('br, gzip', { accept: 'text/event-stream' }) }, (incoming) => {
        incoming.once('data', (chunk: Buffer) => {
          resolve({ response: incoming, first: chunk.toString('utf8') });
          outgoing.destroy();
        });
      });
      outgoing.on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    // Plain text on the wire: an SSE frame or comment, readable as it arrived.
    expect(first).toMatch(/^(:|id:|data:|retry:|event:)/m);
  });
});
