import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RefusedAddressError } from '../../../common/http/outbound/safe-address';
import { postPush } from './push-post';

describe('Unit', () => {
  describe('postPush', () => {
    it('should not connect into the server\'s own networks unless allowed (a local push service in tests)', async () => {
      let hits = 0;
      const server = createServer((_req, res) => {
        hits += 1;
        res.writeHead(201).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        await expect(postPush(`http://127.0.0.1:${port}/p`, {}, null, 2000)).rejects.toBeInstanceOf(RefusedAddressError);
        // A name resolving to the loopback is refused at connect time too.
        await expect(postPush(`http://localhost:${port}/p`, {}, null, 2000)).rejects.toBeInstanceOf(RefusedAddressError);
        expect(hits).toBe(0);
        await expect(postPush(`http://127.0.0.1:${port}/p`, {}, null, 2000, true)).resolves.toEqual({ status: 201, retryAfter: null });
        expect(hits).toBe(1);
      } finally {
        server.close();
      }
    });
  });
});
