import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Wait for this promise before answering (to see pending states). */
  until?: Promise<unknown>;
}

export type MockHandler = (
  request: RecordedRequest,
) => MockReply | Promise<MockReply>;

/**
 * Replaces `fetch` at the edge with a table of `'METHOD /path'` handlers. Unknown calls answer
 * 404 so a test never reaches the network. Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, MockHandler | MockReply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.text();
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const recorded: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        url: url.pathname + url.search,
        headers: request.headers,
        credentials: request.credentials,
        body,
      };
      requests.push(recorded);
      const handler = handlers[`${request.method} ${url.pathname}`];
      const reply: MockReply =
        handler === undefined
          ? {
              status: 404,
              body: {
                statusCode: 404,
                message: `Cannot ${request.method} ${url.pathname}`,
                error: 'Not Found',
              },
            }
          : typeof handler === 'function'
            ? await handler(recorded)
            : handler;
      if (reply.until) await reply.until;
      const status = reply.status ?? 200;
      const payload =
        reply.body === undefined
          ? ''
          : typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body);
      return new Response(status === 204 ? null : payload, {
        status,
        statusText: reply.statusText ?? '',
        headers:
          typeof reply.body === 'string'
            ? { 'Content-Type': 'text/plain' }
            : { 'Content-Type': 'application/json' },
      });
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (key: string) =>
      requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** A deferred promise, to hold a reply until the test has looked at the pending state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const ADMIN = {
  id: 'u-admin',
  name: 'Ada Admin',
  email: 'admin@overlay.test',
  role: 'admin' as const,
};
export const EDITOR = {
  id: 'u-editor',
  name: 'Eddie Editor',
  email: 'editor@overlay.test',
  role: 'promo_editor' as const,
};
export const MEMBER = {
  id: 'u-member',
  name: 'Mia Member',
  email: 'member@overlay.test',
  role: 'member' as const,
};

export const SIGNED_OUT: MockReply = {
  status: 401,
  statusText: 'Unauthorized',
  body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
};

export const HEALTHY: MockReply = {
  body: { status: 'ok', db: 'up', version: '0.1.0', uptimeSeconds: 42 },
};
