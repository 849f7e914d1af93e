import { vi } from 'vitest';
import { EventStream, listenWhileCached, parseStreamMessage } from './sse';
import type { EventSourceLike, StreamMessage } from './sse';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  onopen: EventSourceLike['onopen'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(body: unknown, lastEventId = '') {
    this.onmessage?.({
      data: typeof body === 'string' ? body : JSON.stringify(body),
      lastEventId,
    } as MessageEvent<string>);
  }
  fail(closedForGood: boolean) {
    this.readyState = closedForGood ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const log = { warn: vi.fn() };
  const stream = new EventStream({
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    retryMs: 1000,
    maxRetryMs: 4000,
    log,
  });
  return { stream, sources, log };
}

describe('EventStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should open one connection for all subscribers and only while enabled', () => {
    const { stream, sources } = setup();
    const off = stream.subscribe(() => undefined);
    expect(sources).toHaveLength(0);
    stream.setEnabled(true);
    stream.subscribe(() => undefined);
    expect(sources).toHaveLength(1);
    expect(sources[0].url).toBe('/api/events');
    off();
    expect(sources[0].closed).toBe(false);
    stream.setEnabled(false);
    expect(sources[0].closed).toBe(true);
  });

  it('should fan each message out to every subscriber', () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    const a: StreamMessage[] = [];
    const b: StreamMessage[] = [];
    stream.subscribe((m) => a.push(m));
    const offB = stream.subscribe((m) => b.push(m));
    sources[0].emit({ type: 'data_refresh', data: { at: 1 } });
    offB();
    sources[0].emit({ type: 'promo_deleted', data: { id: 'p1' } });
    expect(a).toEqual([
      { type: 'data_refresh', data: { at: 1 } },
      { type: 'promo_deleted', data: { id: 'p1' } },
    ]);
    expect(b).toEqual([{ type: 'data_refresh', data: { at: 1 } }]);
  });

  it('should close the connection when the last subscriber leaves', () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    const off = stream.subscribe(() => undefined);
    off();
    expect(sources[0].closed).toBe(true);
    expect(stream.connected).toBe(false);
  });

  it('should leave transient errors to the browser and reopen with the last id after a fatal one', () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    stream.subscribe(() => undefined);
    sources[0].emit({ type: 'data_refresh', data: null }, '41');
    sources[0].fail(false);
    vi.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
    sources[0].fail(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/api/events?lastEventId=41');
  });

  it('should back off 1 s, 2 s, 4 s, 4 s while the endpoint is missing (404)', () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    stream.subscribe(() => undefined);
    const opened: number[] = [];
    let elapsed = 0;
    for (let i = 0; i < 4; i += 1) {
      sources[sources.length - 1].fail(true);
      const before = sources.length;
      while (sources.length === before) {
        vi.advanceTimersByTime(100);
        elapsed += 100;
      }
      opened.push(elapsed);
    }
    expect(opened).toEqual([1000, 3000, 7000, 11000]);
  });

  it('should stop retrying once signed out', () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    stream.subscribe(() => undefined);
    sources[0].fail(true);
    stream.setEnabled(false);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});

describe('parseStreamMessage', () => {
  it('should ignore unknown types and unreadable messages with a warning', () => {
    const log = { warn: vi.fn() };
    expect(parseStreamMessage('{"type":"mystery","data":1}', log)).toBeNull();
    expect(parseStreamMessage('not json', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(parseStreamMessage('{"type":"boost_created"}', log)).toEqual({
      type: 'boost_created',
      data: null,
    });
  });
});

describe('listenWhileCached', () => {
  function entry() {
    let loaded!: () => void;
    let failed!: () => void;
    let removed!: () => void;
    const lifecycle = {
      cacheDataLoaded: new Promise<void>((resolve, reject) => {
        loaded = resolve;
        failed = () => reject(new Error('removed'));
      }),
      cacheEntryRemoved: new Promise<void>((r) => (removed = r)),
    };
    return { lifecycle, loaded: () => loaded(), failed: () => failed(), removed: () => removed() };
  }
  const settle = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };

  it('should listen from the first data until the cache entry is removed', async () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    const { lifecycle, loaded, removed } = entry();
    const seen: string[] = [];
    const done = listenWhileCached(lifecycle, (m) => seen.push(m.type), stream);
    loaded();
    await settle();
    sources[0].emit({ type: 'data_refresh', data: null });
    removed();
    await done;
    expect(seen).toEqual(['data_refresh']);
    expect(sources[0].closed).toBe(true);
  });

  it('should hand on, once the data is there, what arrived while the first read was in flight', async () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    const { lifecycle, loaded, removed } = entry();
    const seen: string[] = [];
    const done = listenWhileCached(lifecycle, (m) => seen.push(m.type), stream);
    expect(sources).toHaveLength(1);
    sources[0].emit({ type: 'alert_deliveries_changed', data: {} });
    expect(seen).toEqual([]);
    loaded();
    await settle();
    expect(seen).toEqual(['alert_deliveries_changed']);
    sources[0].emit({ type: 'bet_changed', data: {} });
    expect(seen).toEqual(['alert_deliveries_changed', 'bet_changed']);
    removed();
    await done;
  });

  it('should drop what it held and stop listening when removed before its first data', async () => {
    const { stream, sources } = setup();
    stream.setEnabled(true);
    const { lifecycle, failed } = entry();
    const seen: string[] = [];
    const done = listenWhileCached(lifecycle, (m) => seen.push(m.type), stream);
    sources[0].emit({ type: 'data_refresh', data: null });
    failed();
    await done;
    expect(seen).toEqual([]);
    expect(sources[0].closed).toBe(true);
  });
});
