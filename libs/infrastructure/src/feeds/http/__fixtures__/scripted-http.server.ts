import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server for integration tests (127.0.0.1, port 0): replies are scripted one per
// request (slow, 429 with Retry-After, 500, garbage, hang, reset); once the script is used up a
// fallback handler answers (a fake GraphQL API, say). Never reaches the internet.

interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is (garbage bodies); anything else as JSON. */
  body?: unknown;
  /** Wait before answering (slow server). */
  delayMs?: number;
  /** Send the headers at once and the body only after `delayMs` (stalled body). */
  stallBody?: boolean;
}

/** `hang`: never answer; `reset`: drop the connection. */
export type ScriptedBehaviour = ScriptedReply | 'hang' | 'reset';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export type FallbackHandler = (request: RecordedRequest) => ScriptedReply;

export class ScriptedHttpServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: ScriptedBehaviour[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly fallback: FallbackHandler = () => ({
      status: 200,
      body: { ok: true },
    }),
  ) {}

  /** Queues behaviours for the next requests, in order. */
  enqueue(...behaviours: ScriptedBehaviour[]): this {
    this.script.push(...behaviours);
    return this;
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => response.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    const { port } = server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/query`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text
    }
    const recorded = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    };
    this.requests.push(recorded);
    const behaviour = this.script.shift() ?? this.fallback(recorded);
    if (behaviour === 'hang') return;
    if (behaviour === 'reset') {
      request.socket.destroy();
      return;
    }
    const payload =
      typeof behaviour.body === 'string'
        ? behaviour.body
        : JSON.stringify(behaviour.body ?? {});
    const send = (): void => {
      response.writeHead(behaviour.status ?? 200, {
        'content-type': 'application/json',
        ...behaviour.headers,
      });
      response.end(payload);
    };
    if (!behaviour.delayMs) return send();
    if (behaviour.stallBody) {
      response.writeHead(behaviour.status ?? 200, {
        'content-type': 'application/json',
        ...behaviour.headers,
      });
      response.write(payload.slice(0, 1));
      this.later(behaviour.delayMs, () => response.end(payload.slice(1)));
      return;
    }
    this.later(behaviour.delayMs, send);
  }

  private later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    this.timers.add(timer);
  }
}
