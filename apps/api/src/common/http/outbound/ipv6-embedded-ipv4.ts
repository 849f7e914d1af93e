import { isIPv6 } from 'node:net';

/** An IPv6 address's 8 groups (16-bit), or null when it is not one. A zone (`%eth0`) is ignored. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head === '' ? [] : head.split(':');
  const right = tail === null || tail === '' ? [] : tail.split(':');
  const zeros = tail === null ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16));
}

const dotted = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 addresses an IPv6 address carries, where a packet to it may end up at that IPv4
 * address (docs/product.md §10, "Webhooks"): IPv4-compatible `::a.b.c.d` (`::7f00:1`), mapped
 * `::ffff:a.b.c.d`, translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4
 * `2002:aabb:ccdd::`, and Teredo `2001:0::` (its server, and its client stored inverted).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (g === null) return [];
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const low = dotted(g[6], g[7]);
  if (zeroUpTo(6) && (g[6] !== 0 || g[7] > 1)) return [low]; // IPv4-compatible (:: and ::1 are their own)
  if (zeroUpTo(5) && g[5] === 0xffff) return [low]; // mapped
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return [low]; // translated (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return [low]; // NAT64
  if (g[0] === 0x2002) return [dotted(g[1], g[2])]; // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return [dotted(g[2], g[3]), dotted(g[6] ^ 0xffff, g[7] ^ 0xffff)]; // Teredo
  return [];
}
