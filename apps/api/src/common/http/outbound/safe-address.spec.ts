import { embeddedIpv4 } from './ipv6-embedded-ipv4';
import { checkWebhookUrl, isRefusedAddress } from './safe-address';

describe('Unit', () => {
  describe('webhook address guard', () => {
    it.each(['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fd00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '192.0.2.2', '198.51.100.7', '203.0.113.9', '192.88.99.1', '::ffff:192.0.2.2'])(
      'should refuse %s',
      (address) => expect(isRefusedAddress(address)).toBe(true),
    );

    // Every IPv6 form that carries a refused IPv4 address (the loopback here, the metadata service).
    it.each([
      ['IPv4-compatible', '::127.0.0.1'],
      ['IPv4-compatible, as URL parsing stores it', '::7f00:1'],
      ['mapped, in hex', '::ffff:7f00:1'],
      ['translated', '::ffff:0:127.0.0.1'],
      ['NAT64', '64:ff9b::7f00:1'],
      ['NAT64, dotted', '64:ff9b::169.254.169.254'],
      ['local-use NAT64', '64:ff9b:1::808:808'],
      ['6to4', '2002:7f00:1::'],
      ['6to4 of the metadata service', '2002:a9fe:a9fe::1'],
      ['Teredo with a private server', '2001:0:a00:1::1'],
      ['Teredo with a loopback client (stored inverted)', '2001:0:808:808:0:0:80ff:fffe'],
    ])('should refuse an IPv6 %s address (%s)', (_form, address) => expect(isRefusedAddress(address)).toBe(true));

    it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:0:808:808:0:0:f7f7:f7f7'])(
      'should allow %s',
      (address) => expect(isRefusedAddress(address)).toBe(false),
    );

    it('should read the IPv4 address each form carries', () => {
      expect(embeddedIpv4('::7f00:1')).toEqual(['127.0.0.1']);
      expect(embeddedIpv4('64:ff9b::c0a8:101')).toEqual(['192.168.1.1']);
      expect(embeddedIpv4('2002:c0a8:101::')).toEqual(['192.168.1.1']);
      // Teredo (RFC 4380's example): server 65.54.227.120, client 192.0.2.45 stored XOR-ed with ones.
      expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
      expect(embeddedIpv4('2606:4700:4700::1111')).toEqual([]);
    });

    it('should refuse a loopback name after resolving it, unless private addresses are allowed', async () => {
      await expect(checkWebhookUrl('http://localhost:8080/x', false)).rejects.toThrow(/must not point to a private/);
      await expect(checkWebhookUrl('http://localhost:8080/x', true)).resolves.toBeInstanceOf(URL);
      await expect(checkWebhookUrl('http://[::ffff:7f00:1]/x', false)).rejects.toThrow(/must not point to a private/);
    });
  });
});
