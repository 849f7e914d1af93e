import { lookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { embeddedIpv4 } from './ipv6-embedded-ipv4';

/**
 * Addresses a user-given URL (a webhook, a push endpoint) may not reach unless the admin allows it
 * (WEBHOOK_ALLOW_PRIVATE=1, PUSH_ALLOW_HTTP_ENDPOINTS=true; docs/product.md "Alerts"): private,
 * loopback, link-local (169.254.169.254 is the cloud metadata service), carrier-grade NAT,
 * unspecified, benchmark, documentation, multicast and reserved ranges, in
 * IPv4 and IPv6; an IPv6 address that carries an IPv4 one (compatible, mapped, translated, NAT64,
 * 6to4, Teredo) is refused when that IPv4 address is.
 */
const REFUSED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
  // Documentation (TEST-NET-1..3, RFC 5737) and the retired 6to4 relay anycast: never a public
  // service, and a host may sit in one (an audit's server was 192.0.2.2, and a webhook reached it).
  ['192.0.2.0', 24], ['198.51.100.0', 24], ['203.0.113.0', 24], ['192.88.99.0', 24],
] as const)
  REFUSED.addSubnet(net, bits, 'ipv4');
// Unspecified, loopback, unique local, link-local, site-local (deprecated), multicast, the
// discard prefix, documentation, ORCHID and benchmarking ranges, and local-use NAT64 (RFC 8215).
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
  ['100::', 64], ['2001:db8::', 32], ['2001:10::', 28], ['2001:20::', 28], ['2001:2::', 48], ['64:ff9b:1::', 48],
] as const)
  REFUSED.addSubnet(net, bits, 'ipv6');

export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return REFUSED.check(bare, 'ipv4');
  if (REFUSED.check(bare, 'ipv6')) return true;
  return embeddedIpv4(bare).some((v4) => REFUSED.check(v4, 'ipv4'));
}

export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Webhook address must not point to a private, loopback or link-local network (${address})`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves every address of the host and refuses the connection
 * when any is refused: the check happens at connect time, for each redirect hop, so a name that
 * resolves to a public address when saved and a private one later (DNS rebinding) is still refused.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => isRefusedAddress(a.address));
      if (refused) return callback(new RefusedAddressError(refused.address) as NodeJS.ErrnoException, []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The check of a URL before it is saved: http(s) only, and no refused address behind its host. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidWebhookUrlError('url must be an http or https address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidWebhookUrlError('url must be an http or https address');
  if (url.username !== '' || url.password !== '') throw new InvalidWebhookUrlError('url must not carry a user name or password');
  if (allowPrivate) return url;
  await checkPublicHost(url);
  return url;
}

/** The host a URL names, IPv6 brackets taken off. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * The refused address a URL names literally, else null: an IP host is connected to without a
 * lookup, so `guardedLookup` never sees it and each caller asks this before connecting.
 */
export function refusedLiteralHost(url: URL): string | null {
  const host = hostOf(url);
  return isIP(host) !== 0 && isRefusedAddress(host) ? host : null;
}

/** Refuses (RefusedAddressError) a URL whose host is, or resolves to, a refused address; a name that does not resolve rejects with its DNS error. */
export async function checkPublicHost(url: URL): Promise<void> {
  const refused = refusedLiteralHost(url);
  if (refused !== null) throw new RefusedAddressError(refused);
  const host = hostOf(url);
  if (isIP(host) !== 0) return;
  await new Promise<void>((resolve, reject) =>
    guardedLookup(false)(host, { all: true }, (error) => (error ? reject(error) : resolve())),
  );
}

export class InvalidWebhookUrlError extends Error {}
