import { get, type IncomingMessage } from 'node:http';

interface StreamedEvent {
  id: string;
  type: string;
  data: unknown;
}

/** An open `/api/events` stream as a browser's EventSource sees it. */
export interface EventStreamClient {
  status: number;
  text(): string;
  events(): StreamedEvent[];
  /** Every `data:` message as parsed JSON, whatever its shape (live race ticks have no id). */
  messages(): unknown[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `path` on a listening server with the given cookie (and Last-Event-ID, if any). */
export function openEventStream(
  baseUrl: string,
  path: string,
  cookie?: string,
  lastEventId?: string,
): Promise<EventStreamClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (cookie) headers.cookie = cookie;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}${path}`,
      { headers },
      (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        const ended = new Promise<void>((done) =>
          response.on('close', () => done()),
        );
        resolve({
          status: response.statusCode ?? 0,
          text: () => text,
          events: () =>
            [...text.matchAll(/id: (\S+)\ndata: (.*)\n\n/g)].map((match) => ({
              id: match[1],
              ...(JSON.parse(match[2]) as { type: string; data: unknown }),
            })),
          messages: () =>
            [...text.matchAll(/^data: (.*)$/gm)].map(
              (match) => JSON.parse(match[1]) as unknown,
            ),
          ended,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/** Polls `check` every 10 ms until it holds (or throws after `ms`). */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
