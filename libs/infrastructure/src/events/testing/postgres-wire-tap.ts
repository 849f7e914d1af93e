import { createConnection, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

/**
 * Where a connection through the tap can be stopped: before its startup message reaches the
 * server, or before / after the server runs its n-th simple query (1-based; "after" is once the
 * server said it is done, its ReadyForQuery, and before the client hears so).
 */
export type TapPoint = 'startup' | `before query ${number}` | `after query ${number}`;

/** What a stopped connection does once the test's action is done. */
export type TapOutcome = 'go on' | 'kill';

/**
 * A TCP relay in front of PostgreSQL that stops a connection at a point of its conversation, runs
 * the test's action there (publish events, say), then goes on or kills the connection: its backend
 * by pg_terminate_backend, as an operator would, or at startup (no backend yet) its socket. Each
 * armed point fires once, on the first connection that reaches it. It reads the protocol's
 * framing only: a type byte and a length per message, the startup message without the type byte.
 */
export class PostgresWireTap {
  private readonly armed = new Map<TapPoint, () => Promise<TapOutcome>>();
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;

  constructor(
    private readonly upstream: { host: string; port: number },
    /** Ends a backend by its process id (pg_terminate_backend on another connection). */
    private readonly terminate: (pid: number) => Promise<void>,
  ) {}

  async listen(): Promise<number> {
    const server = createServer((client) => this.relay(client));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** Runs `action` when the next connection reaches `point`. */
  at(point: TapPoint, action: () => Promise<TapOutcome>): void {
    this.armed.set(point, action);
  }

  get pending(): TapPoint[] {
    return [...this.armed.keys()];
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private take(point: TapPoint): (() => Promise<TapOutcome>) | undefined {
    const action = this.armed.get(point);
    this.armed.delete(point);
    return action;
  }

  private relay(client: Socket): void {
    const server = createConnection(this.upstream);
    for (const socket of [client, server]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
    let pid: number | null = null;
    let queries = 0;
    let answered = 0;
    const kill = async () => {
      if (pid === null) client.destroy();
      else await this.terminate(pid);
    };

    // Client to server: each message in turn; a query may wait for the test's action first.
    const toServer = new Framer(true);
    let clientWork = Promise.resolve();
    client.on('data', (chunk) => {
      for (const message of toServer.push(chunk)) {
        clientWork = clientWork.then(async () => {
          const point: TapPoint | null = message.type === null ? 'startup' : message.type === 'Q' ? `before query ${++queries}` : null;
          const action = point ? this.take(point) : undefined;
          if (action && (await action()) === 'kill') return kill();
          if (!server.destroyed) server.write(message.bytes);
        });
      }
    });

    // Server to client: the backend's pid from BackendKeyData; after a query's ReadyForQuery the
    // rest waits for the test's action (notifications the action caused included).
    const toClient = new Framer(false);
    let serverWork = Promise.resolve();
    server.on('data', (chunk) => {
      for (const message of toClient.push(chunk)) {
        serverWork = serverWork.then(async () => {
          if (message.type === 'K') pid = message.bytes.readInt32BE(5);
          const action = message.type === 'Z' && answered < queries ? this.take(`after query ${++answered}`) : undefined;
          const outcome = action ? await action() : 'go on';
          if (!client.destroyed) client.write(message.bytes);
          if (outcome === 'kill') {
            // The reply and what the action caused (notifications) reach the client, then it ends.
            await new Promise((resolve) => setTimeout(resolve, 20));
            await kill();
          }
        });
      }
    });
  }
}

/** Splits a byte stream into protocol messages (the first, from a client, has no type byte). */
class Framer {
  private buffer = Buffer.alloc(0);

  constructor(private expectingStartup: boolean) {}

  push(chunk: Buffer): { type: string | null; bytes: Buffer }[] {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const messages: { type: string | null; bytes: Buffer }[] = [];
    for (;;) {
      const typed = !this.expectingStartup;
      const header = typed ? 5 : 4;
      if (this.buffer.length < header) break;
      const length = this.buffer.readInt32BE(typed ? 1 : 0) + (typed ? 1 : 0);
      if (this.buffer.length < length) break;
      messages.push({ type: typed ? String.fromCharCode(this.buffer[0]) : null, bytes: this.buffer.subarray(0, length) });
      this.buffer = this.buffer.subarray(length);
      this.expectingStartup = false;
    }
    return messages;
  }
}
