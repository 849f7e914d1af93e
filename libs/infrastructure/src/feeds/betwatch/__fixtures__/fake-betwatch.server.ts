import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  eventSnapshot,
  filterOf,
  scopePage,
  venuesIn,
} from './fake-betwatch.pages';
import { FakeRaceDay } from './fake-betwatch.race-day';
import type { FakeFrame, RaceDayOptions } from './fake-betwatch.race-day';

export const FAKE_BETWATCH_KEY = 'bw_test_key';

/** Faults the fake can be told to show (each test sets what it needs). */
export interface FakeFaults {
  /**
   * The next N REST calls answer 429 `rate_limited` with this Retry-After (seconds); with `path`,
   * only the calls to that path count.
   */
  rateLimited: { remaining: number; retryAfterSeconds: number; path?: string };
  /** Every call answers 429 `quota_exceeded` (Retry-After: the monthly reset). */
  quotaExceeded: boolean;
  /** Stream opens answer 429 `stream_limit`. */
  streamLimit: boolean;
  /** Stream opens answer 503 `stream_unavailable` (a retryable outage). */
  streamUnavailable: boolean;
  /** Wait this long before writing each stream frame. */
  frameDelayMs: number;
  /** Snapshot pages hold at most this many races, whatever `limit` asks (the contract allows fewer). */
  snapshotPageLimit: number;
}

/** What the fake was asked and what it answered, for the tests (and the contract check). */
export interface FakeExchange {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  status: number;
  /** The JSON body of a REST answer (validated against the contract by the tests). */
  body?: unknown;
}

/**
 * A Betwatch Racing API v1 server for tests and development, speaking the vendored contract:
 * `X-API-Key`, RFC 9457 problems with their codes, the rate-limit headers, `/v1/venues`, `/v1/sources`,
 * `/v1/snapshot` (pages sharing one cursor), `/v1/events/{id}/snapshot` and `/v1/stream`
 * (`ready`, replay after `Last-Event-ID` or `cursor`, then live frames; 409 for an expired
 * cursor) over a scripted race day (FakeRaceDay). Faults: `faults`, `drop()`,
 * `dropMidFrame()`, `resync()`, `garbage()`.
 */
export class FakeBetwatchServer {
  readonly day: FakeRaceDay;
  readonly exchanges: FakeExchange[] = [];
  readonly sentFrames: FakeFrame[] = [];
  readonly faults: FakeFaults = {
    rateLimited: { remaining: 0, retryAfterSeconds: 1 },
    quotaExceeded: false,
    streamLimit: false,
    streamUnavailable: false,
    frameDelayMs: 0,
    snapshotPageLimit: 200,
  };
  private readonly server: Server;
  private readonly streams = new Set<ServerResponse>();
  private monthlyUsed = 0;
  private muted = false;
  url = '';

  constructor(
    startMs: number,
    options: RaceDayOptions & { apiKey?: string } = {},
  ) {
    this.day = new FakeRaceDay(startMs, options);
    const apiKey = options.apiKey ?? FAKE_BETWATCH_KEY;
    this.server = createServer((req, res) => this.handle(req, res, apiKey));
    this.day.subscribe((frame) => this.broadcast(frame));
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) =>
      this.server.listen(port, '127.0.0.1', resolve),
    );
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.drop();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** Cuts every open stream (a rolling deploy on Betwatch's side). */
  drop(): void {
    for (const stream of this.streams) stream.destroy();
    this.streams.clear();
  }

  /**
   * A new price move whose frame is cut mid-way on every stream, which is then closed: a client
   * must apply nothing of it, and get it whole on resuming with its last whole frame's id.
   */
  dropMidFrame(): FakeFrame {
    this.muted = true;
    const [frame] = this.day.pulse(1);
    this.muted = false;
    const text = frameText(frame);
    for (const stream of this.streams)
      stream.write(text.slice(0, Math.floor(text.length / 2)));
    this.drop();
    return frame;
  }

  resync(reason = 'canonical_merge'): void {
    this.day.emit('resync', { reason });
  }

  /** A frame that breaks the contract (not JSON), with an id: counted and skipped by clients. */
  garbage(): void {
    this.day.emit('odds', null, '{"id":"odd_x", "price": 3.');
  }

  private handle(
    req: IncomingMessage,
    res: ServerResponse,
    apiKey: string,
  ): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = (status: number, body?: unknown) =>
      this.exchanges.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        status,
        body,
      });
    const problem = (
      status: number,
      code: string,
      detail: string,
      headers: Record<string, string> = {},
    ) => {
      const body = {
        type: `https://docs.betwatch.com/problems/${code}`,
        title: code.replace(/_/g, ' '),
        status,
        detail,
        code,
        requestId: `req_${this.exchanges.length + 1}`,
        instance: url.pathname,
      };
      record(status, body);
      res
        .writeHead(status, {
          'content-type': 'application/problem+json',
          ...this.budgetHeaders(),
          ...headers,
        })
        .end(JSON.stringify(body));
    };
    if (req.headers['x-api-key'] !== apiKey)
      return problem(
        401,
        'authentication_required',
        'A valid X-API-Key header is required.',
      );
    if (this.faults.quotaExceeded)
      return problem(
        429,
        'quota_exceeded',
        'The monthly request quota is spent.',
        { 'retry-after': String(secondsToMonthEnd()) },
      );
    if (url.pathname === '/v1/stream')
      return this.openStream(req, res, url, problem, record);
    const limited = this.faults.rateLimited;
    if (limited.remaining > 0 && (limited.path === undefined || limited.path === url.pathname)) {
      this.faults.rateLimited.remaining -= 1;
      return problem(429, 'rate_limited', 'Too many requests in this window.', {
        'retry-after': String(this.faults.rateLimited.retryAfterSeconds),
      });
    }
    this.monthlyUsed += 1;
    const json = (body: unknown) => {
      record(200, body);
      res
        .writeHead(200, {
          'content-type': 'application/json',
          ...this.budgetHeaders(),
        })
        .end(JSON.stringify(body));
    };
    const filter = filterOf(url.searchParams);
    const limit = Math.min(
      this.faults.snapshotPageLimit,
      Number(url.searchParams.get('limit') ?? 50) || 50,
    );
    if (url.pathname === '/v1/snapshot')
      return json(
        scopePage(this.day, filter, limit, url.searchParams.get('after')),
      );
    if (url.pathname === '/v1/venues')
      return json({ items: venuesIn(this.day, filter) });
    if (url.pathname === '/v1/sources') return json({ items: this.day.sources() });
    const venue = /^\/v1\/venues\/([^/]+)$/.exec(url.pathname);
    if (venue) {
      const found = venuesIn(this.day, {
        sport: [],
        country: [],
        startFrom: null,
        startTo: null,
      }).find((v) => v.id === decodeURIComponent(venue[1]));
      return found ? json(found) : problem(404, 'not_found', 'No such venue.');
    }
    const event = /^\/v1\/events\/([^/]+)\/snapshot$/.exec(url.pathname);
    if (event) {
      const snapshot = eventSnapshot(this.day, decodeURIComponent(event[1]));
      return snapshot
        ? json(snapshot)
        : problem(404, 'not_found', 'No such event.');
    }
    return problem(404, 'not_found', `No route ${url.pathname}.`);
  }

  private openStream(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    problem: (status: number, code: string, detail: string) => void,
    record: (status: number) => void,
  ): void {
    if (this.faults.streamLimit)
      return problem(
        429,
        'stream_limit',
        'Your plan allows 1 concurrent stream and it is in use.',
      );
    if (this.faults.streamUnavailable)
      return problem(
        503,
        'stream_unavailable',
        'The stream is restarting; try again shortly.',
      );
    const header = req.headers['last-event-id'];
    const cursor =
      (Array.isArray(header) ? header[0] : header) ||
      url.searchParams.get('cursor');
    if (url.searchParams.get('snapshot') !== 'none' || !cursor)
      return problem(
        422,
        'filter_required',
        'snapshot=full needs an event, meeting or venue filter; bootstrap over /v1/snapshot.',
      );
    const position = this.day.positionOf(cursor);
    if (position === null)
      return problem(
        409,
        'cursor_expired',
        'cursor is older than your replay window',
      );
    record(200);
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      ...this.budgetHeaders(false),
    });
    res.write(frameText({ id: cursor, event: 'ready', data: { cursor } }));
    for (const frame of this.day.frames.slice(position)) this.write(res, frame);
    this.streams.add(res);
    res.on('close', () => this.streams.delete(res));
  }

  private broadcast(frame: FakeFrame): void {
    if (this.muted) return;
    for (const stream of this.streams) this.write(stream, frame);
  }

  private write(stream: ServerResponse, frame: FakeFrame): void {
    this.sentFrames.push(frame);
    if (this.faults.frameDelayMs > 0)
      setTimeout(
        () => stream.writable && stream.write(frameText(frame)),
        this.faults.frameDelayMs,
      );
    else stream.write(frameText(frame));
  }

  private budgetHeaders(monthly = true): Record<string, string> {
    const window = {
      'x-ratelimit-limit': '120',
      'x-ratelimit-remaining': String(
        Math.max(0, 120 - (this.exchanges.length % 120)),
      ),
      'x-ratelimit-reset': '60',
    };
    if (!monthly) return window;
    return {
      ...window,
      'x-ratelimit-monthly-limit': '100000',
      'x-ratelimit-monthly-used': String(this.monthlyUsed),
      'x-ratelimit-monthly-remaining': String(100_000 - this.monthlyUsed),
      'x-ratelimit-monthly-reset': monthEnd().toISOString(),
    };
  }

  /** Sends a `ping` (the cursor of the newest frame) to every stream. */
  ping(): void {
    const cursor = this.day.head();
    for (const stream of this.streams)
      stream.write(frameText({ id: cursor, event: 'ping', data: { cursor } }));
  }
}

function frameText(frame: FakeFrame): string {
  return `id: ${frame.id}\nevent: ${frame.event}\ndata: ${frame.raw ?? JSON.stringify(frame.data)}\n\n`;
}

function monthEnd(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function secondsToMonthEnd(): number {
  return Math.ceil((monthEnd().getTime() - Date.now()) / 1000);
}
