import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local HTTP receiver for webhook tests: records every POST; `status` sets what it answers. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  status: number;
  /** A `Retry-After` header to answer with, when set. */
  retryAfter: string | undefined;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedWebhook[], status: 204, retryAfter: undefined as string | undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.statusCode = receiver.status;
      if (receiver.retryAfter !== undefined) res.setHeader('retry-after', receiver.retryAfter);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
