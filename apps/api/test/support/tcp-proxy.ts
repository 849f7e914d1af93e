import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database goes away: every connection through the proxy is cut, new ones are refused. */
  stop(): Promise<void>;
  /** The database is back: the proxy listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the test PostgreSQL server, so a test can make the database vanish
 * and return for one app without stopping the server every other test file shares, or slow
 * down what it sends to one app (`delayToClientMs`). To the api
 * it looks exactly like a stopped server: established connections reset, new ones refused.
 */
export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  options: { delayToClientMs?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) {
        resolve();
        return;
      }
      server = createServer((client) => {
        const upstream = createConnection({ host: targetHost, port: targetPort });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream);
        // A slow link (what the database sends arrives this much later, in order), or none.
        const delay = options.delayToClientMs ?? 0;
        if (delay === 0) upstream.pipe(client);
        else upstream.on('data', (chunk: Buffer) => setTimeout(() => client.writable && client.write(chunk), delay));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as { port: number }).port;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.resetAndDestroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return { port, stop, start: listen, close: stop };
}
