import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotApiCall {
  method: string;
  body: Record<string, unknown>;
  at: number;
}

interface Scripted {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A local Telegram Bot API (`POST /bot<token>/<method>`) for the channel tests: getMe,
 * getUpdates (from `queueUpdate`) and sendMessage, a wrong token answered 401 as Telegram does,
 * and scripted failures (`failNext('sendMessage', 429, {retry_after: 1})`).
 */
export class FakeTelegramBotApi {
  readonly calls: BotApiCall[] = [];
  private readonly updates: Record<string, unknown>[] = [];
  private readonly scripted = new Map<string, Scripted[]>();
  private nextUpdateId = 1;
  private server: Server | null = null;

  constructor(
    readonly token: string,
    readonly username = 'overlay_test_bot',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** On a free port, or on `port` when the product was started with its address (e2e/run.mjs). */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const [, bot, method] = (request.url ?? '').split('/');
        const answer = (status: number, body: Record<string, unknown>) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (bot !== `bot${this.token}`)
          return answer(401, {
            ok: false,
            error_code: 401,
            description: 'Unauthorized',
          });
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        this.calls.push({ method, body, at: Date.now() });
        const failure = this.scripted.get(method)?.shift();
        if (failure) return answer(failure.status, failure.body);
        return answer(200, { ok: true, result: this.result(method, body) });
      });
    });
    await new Promise<void>((resolve) =>
      this.server?.listen(port, '127.0.0.1', resolve),
    );
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A chat sends the bot a text message (read by the next getUpdates). */
  queueUpdate(chatId: number, text: string): void {
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: { message_id: 1, chat: { id: chatId, type: 'private' }, text },
    });
  }

  /** The next call of `method` answers this error (Telegram's shape: ok false, error_code, parameters). */
  failNext(
    method: string,
    status: number,
    parameters?: Record<string, unknown>,
  ): void {
    const list = this.scripted.get(method) ?? [];
    list.push({
      status,
      body: {
        ok: false,
        error_code: status,
        description: `Error ${status}`,
        ...(parameters ? { parameters } : {}),
      },
    });
    this.scripted.set(method, list);
  }

  sent(chatId?: number): BotApiCall[] {
    return this.calls.filter(
      (c) =>
        c.method === 'sendMessage' &&
        (chatId === undefined || String(c.body.chat_id) === String(chatId)),
    );
  }

  private result(method: string, body: Record<string, unknown>): unknown {
    if (method === 'getMe')
      return {
        id: 42,
        is_bot: true,
        first_name: 'Overlay',
        username: this.username,
      };
    if (method === 'getUpdates') {
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      // Telegram forgets updates below the offset it was sent: they were read.
      while (
        this.updates.length > 0 &&
        (this.updates[0].update_id as number) < offset
      )
        this.updates.shift();
      return [...this.updates];
    }
    return {
      message_id: this.calls.length,
      date: Math.floor(Date.now() / 1000),
      chat: { id: body.chat_id },
      text: body.text,
    };
  }
}
