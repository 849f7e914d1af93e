import { checkWebhookUrl, isRefusedAddress } from './safe-address';

describe('Unit', () => {
  describe('webhook address guard', () => {
    it.each(['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254'])(
      'should refuse %s',
      (address) => expect(isRefusedAddress(address)).toBe(true),
    );

    it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('should allow %s', (address) =>
      expect(isRefusedAddress(address)).toBe(false),
    );

    it('should refuse a loopback name after resolving it, unless private addresses are allowed', async () => {
      await expect(checkWebhookUrl('http://localhost:8080/x', false)).rejects.toThrow(/must not point to a private/);
      await expect(checkWebhookUrl('http://localhost:8080/x', true)).resolves.toBeInstanceOf(URL);
      await expect(checkWebhookUrl('http://[::ffff:7f00:1]/x', false)).rejects.toThrow(/must not point to a private/);
    });
  });
});
