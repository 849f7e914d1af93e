// Broadcast of one event to 2,000 and 10,000 open event streams: the SseHub (the /api/events
// writer) against a bare node:http server looping over the same number of responses and writing
// the same bytes, run one after the other in this run. Clients live in 4 processes of their own
// (20,000 open files per process). Targets: time until the last client has the frame at most 3
// times the plain server's; memory at most 50 KB per connection.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

type Report = (name: string, value: number, unit: string) => void;

const CLIENT_PROCESSES = 4;
const ROUNDS = 7;

interface ServerMessage {
  kind: string;
  port?: number;
  count?: number;
  rss?: number;
}

const tsx = {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as const,
};

function next<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1];

async function run(mode: 'hub' | 'plain', streams: number) {
  const server = fork(join(__dirname, 'fixtures/sse-server.ts'), [mode], {
    ...tsx,
    stdio: [...tsx.stdio],
  });
  const ready = await next<ServerMessage>(server, 'ready');
  const perProcess = streams / CLIENT_PROCESSES;
  const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(
      join(__dirname, 'fixtures/sse-clients.ts'),
      [String(ready.port), String(perProcess)],
      {
        ...tsx,
        stdio: [...tsx.stdio],
      },
    ),
  );
  await Promise.all(clients.map((client) => next(client, 'open')));
  server.send({ kind: 'count' });
  const counted = await next<ServerMessage>(server, 'count');
  if (counted.count !== streams)
    throw new Error(`${mode}: ${counted.count} of ${streams} streams open`);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const delivered = clients.map((client) =>
      next<{ sentAt: number; last: number }>(client, 'delivered'),
    );
    server.send({ kind: 'publish' });
    const times = await Promise.all(delivered);
    latencies.push(Math.max(...times.map((t) => t.last)) - times[0].sentAt);
    await new Promise((r) => setTimeout(r, 100));
  }
  const perConnectionKb = (counted.rss! - ready.rss!) / streams / 1024;
  for (const child of [...clients, server]) child.kill('SIGTERM');
  return { latency: median(latencies), perConnectionKb };
}

export default async function sseBroadcast(report: Report): Promise<void> {
  for (const streams of [2000, 10_000]) {
    const hub = await run('hub', streams);
    const plain = await run('plain', streams);
    report(`sse.broadcast_${streams}.hub_last_client`, hub.latency, 'ms');
    report(`sse.broadcast_${streams}.plain_last_client`, plain.latency, 'ms');
    report(
      `sse.broadcast_${streams}.ratio`,
      hub.latency / plain.latency,
      'x (target <= 3)',
    );
    report(
      `sse.broadcast_${streams}.hub_memory_per_connection`,
      hub.perConnectionKb,
      'KB (target <= 50)',
    );
    report(
      `sse.broadcast_${streams}.plain_memory_per_connection`,
      plain.perConnectionKb,
      'KB',
    );
  }
}
