import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { OpenedDatabase } from './open-database';

const logger = new Logger('Overlay');

/** Beyond the grace, how long the rest of the stop (jobs, bus, database) may take before exit(1). */
const HARD_STOP_AFTER_GRACE_MS = 5000;

/**
 * SIGTERM / SIGINT stop the instance so a proxy in front loses nothing (docs/operations.md §7):
 * 1. the port closes at once (the proxy sends new requests to another instance; idle kept-alive
 *    connections close, and a reply given while stopping says `Connection: close`);
 * 2. Nest's shutdown then stops the jobs, hands the leader lock over at once (LeaderHandover),
 *    ends every event stream with a `retry:` hint to come back elsewhere, and waits for the
 *    requests in flight;
 * 3. connections still open after `graceMs` are cut, and the database closes.
 */
export function stopCleanlyOnSignals(app: INestApplication, database: OpenedDatabase, graceMs: number): void {
  const server = app.getHttpServer() as Server;
  let stopping = false;
  // Replies not yet begun, so that those given while stopping close their connection after them.
  const unanswered = new Set<ServerResponse>();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) return void response.setHeader('Connection', 'close');
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    logger.log(`${signal} received: shutting down`);
    server.close();
    server.closeIdleConnections();
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
    const cut = setTimeout(() => {
      logger.warn(`Requests still running after ${graceMs} ms: cutting their connections`);
      server.closeAllConnections();
    }, graceMs);
    cut.unref();
    setTimeout(() => process.exit(1), graceMs + HARD_STOP_AFTER_GRACE_MS).unref();
    await app.close().catch((error: unknown) => logger.error(error));
    clearTimeout(cut);
    await database.close().catch((error: unknown) => logger.error(error));
    logger.log(`Stopped in ${Date.now() - startedAt} ms`);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, (received) => void stop(received));
  }
}
