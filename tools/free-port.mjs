// A free TCP port on 127.0.0.1 below the ephemeral range (32768+, STACK.md pitfall 4), for the
// test and benchmark servers: port 0 would hand out an ephemeral one.
import { createServer } from 'node:net';

export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port between 20000 and 32000');
}
