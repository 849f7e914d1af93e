import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, preferredCoding } from './content-coding';
import type { ContentCoding } from './content-coding';

describe('Unit', () => {
  describe('preferredCoding', () => {
    it.each([
      [undefined, null],
      ['', null],
      ['identity', null],
      ['deflate', null],
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['BR', 'br'],
      ['br;q=0, gzip;q=0', null],
      ['*', 'br'],
      ['*;q=0.1, br;q=0', 'gzip'],
      [['gzip', 'br'], 'br'],
    ] as [string | string[] | undefined, ContentCoding | null][])('should answer %p with %p', (header, expected) => {
      expect(preferredCoding(header)).toBe(expected);
    });

    it('should choose only among the codings offered', () => {
      expect(preferredCoding('br, gzip', new Set<ContentCoding>(['gzip']))).toBe('gzip');
      expect(preferredCoding('br', new Set<ContentCoding>(['gzip']))).toBeNull();
    });
  });

  describe('compress', () => {
    it('should give bytes that decode to the body, smaller than it', async () => {
      const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, venue: 'Flemington' })) }));
      const br = await compress(body, 'br');
      const gz = await compress(body, 'gzip');
      expect(brotliDecompressSync(br).equals(body)).toBe(true);
      expect(gunzipSync(gz).equals(body)).toBe(true);
      expect(br.length).toBeLessThan(body.length / 5);
    });
  });
});
