/**
 * The one event-stream client of the web app (docs/product.md §4 Live updates, §7 GET /api/events): a single
 * EventSource shared by every subscriber, open only while enabled (a user is signed in) and at
 * least one subscriber listens. Messages are JSON `{type, data}`.
 *
 * Reconnects: while the connection drops and comes back, the browser's EventSource retries by
 * itself and sends the last seen id as the `Last-Event-ID` header, so the server can replay what
 * was missed. When the browser gives up (a 404 or a non-stream answer closes it for good) we open
 * a new one after a growing delay, carrying the last id as `?lastEventId=` because a new
 * EventSource cannot set that header. A missing endpoint therefore costs one request per backoff
 * step (5 s doubling up to 5 min) and nothing else.
 */

/** Event types of the stream contract; anything else is ignored with a warning. */
const STREAM_EVENT_TYPES = [
  'data_refresh',
  'races_changed',
  'promo_created',
  'promo_updated',
  'promo_deleted',
  'boost_created',
  'boost_deleted',
  'bet_changed',
  'sources_changed',
  'alert_deliveries_changed',
] as const;
type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export interface StreamMessage {
  type: StreamEventType;
  data: unknown;
}
export type StreamListener = (message: StreamMessage) => void;

export interface EventSourceLike {
  readonly readyState: number;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions {
  url?: string;
  createSource?: EventSourceFactory;
  /** First retry delay after the browser gave up; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  log?: Pick<Console, 'warn'>;
}

const CLOSED = 2;

function isKnownType(type: unknown): type is StreamEventType {
  return (
    typeof type === 'string' &&
    (STREAM_EVENT_TYPES as readonly string[]).includes(type)
  );
}

/** Parses one message; parse errors and unknown types are only logged (docs/product.md §4, §8). */
export function parseStreamMessage(
  raw: string,
  log: Pick<Console, 'warn'> = console,
): StreamMessage | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch (error) {
    log.warn('Event stream: unreadable message', error);
    return null;
  }
  const type = (body as { type?: unknown } | null)?.type;
  if (!isKnownType(type)) {
    log.warn('Event stream: unknown event type ignored', type);
    return null;
  }
  return { type, data: (body as { data?: unknown }).data ?? null };
}

export class EventStream {
  private readonly listeners = new Set<StreamListener>();
  private source: EventSourceLike | null = null;
  private enabled = false;
  private lastEventId: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private nextRetryMs: number;
  private readonly url: string;
  private readonly createSource: EventSourceFactory | null;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly log: Pick<Console, 'warn'>;

  constructor(options: EventStreamOptions = {}) {
    this.url = options.url ?? '/api/events';
    // No EventSource (an old browser, jsdom): live updates are off, the 5-minute reload remains.
    this.createSource =
      options.createSource ??
      (typeof EventSource === 'undefined'
        ? null
        : (url) =>
            new EventSource(url, { withCredentials: true }) as EventSourceLike);
    this.retryMs = options.retryMs ?? 5_000;
    this.maxRetryMs = options.maxRetryMs ?? 300_000;
    this.nextRetryMs = this.retryMs;
    this.log = options.log ?? console;
  }

  /** Connect only while a user is signed in; switching off closes the connection and forgets the last id. */
  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return;
    this.enabled = enabled;
    if (!enabled) this.lastEventId = null;
    this.sync();
  }

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: StreamListener): () => void {
    this.listeners.add(listener);
    this.sync();
    return () => {
      this.listeners.delete(listener);
      this.sync();
    };
  }

  get connected(): boolean {
    return this.source !== null;
  }

  private get wanted(): boolean {
    return this.enabled && this.listeners.size > 0;
  }

  private sync(): void {
    if (this.wanted && this.source === null && this.retryTimer === null)
      this.open();
    if (!this.wanted) this.shut();
  }

  private open(): void {
    if (this.createSource === null) return;
    const url =
      this.lastEventId === null
        ? this.url
        : `${this.url}?lastEventId=${encodeURIComponent(this.lastEventId)}`;
    const source = this.createSource(url);
    this.source = source;
    source.onopen = () => {
      this.nextRetryMs = this.retryMs;
    };
    source.onmessage = (event) => {
      if (event.lastEventId) this.lastEventId = event.lastEventId;
      const message = parseStreamMessage(event.data, this.log);
      if (message === null) return;
      for (const listener of [...this.listeners]) listener(message);
    };
    source.onerror = () => {
      // The browser retries by itself unless it closed the source for good.
      if (source.readyState !== CLOSED || this.source !== source) return;
      this.log.warn('Event stream: connection closed, retrying later');
      this.source = null;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.sync();
      }, this.nextRetryMs);
      this.nextRetryMs = Math.min(this.nextRetryMs * 2, this.maxRetryMs);
    };
  }

  private shut(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.nextRetryMs = this.retryMs;
  }
}

/** The app's one stream. */
export const eventStream = new EventStream();

/** What RTK Query hands to `onCacheEntryAdded`, reduced to what the helper needs. */
export interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * For `onCacheEntryAdded`: hands the entry every stream message from the moment it is added
 * until it is removed (so a cache entry listens exactly while something uses it). Messages that
 * arrive while its first read is in flight are held and handed on once the data is there: the
 * read may have been answered before the change they announce (a test alert delivered 60 ms
 * after it was queued, while its history was being read), and dropping them left the entry
 * stale for good. An entry removed before its first data drops what it held.
 */
export async function listenWhileCached(
  lifecycle: CacheEntryLifecycle,
  onMessage: StreamListener,
  stream: EventStream = eventStream,
): Promise<void> {
  const held: StreamMessage[] = [];
  let loaded = false;
  const unsubscribe = stream.subscribe((message) => {
    if (loaded) onMessage(message);
    else held.push(message);
  });
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    unsubscribe();
    return; // removed before its first data arrived
  }
  loaded = true;
  for (const message of held.splice(0)) onMessage(message);
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
}
