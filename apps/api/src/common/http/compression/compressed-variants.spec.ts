import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedVariants, compressionCounts } from './compressed-variants';

describe('Unit', () => {
  describe('CompressedVariants', () => {
    const body = Buffer.from('{"a":"' + 'x'.repeat(5000) + '"}');

    it('should compress each coding once however many ask at once, and keep the very bytes', async () => {
      const variants = new CompressedVariants(body);
      const before = { ...compressionCounts };
      expect(variants.peek('br')).toBeUndefined();
      const [a, b] = await Promise.all([variants.get('br'), variants.get('br')]);
      const c = await variants.get('br');
      expect(a).toBe(b);
      expect(c).toBe(a);
      expect(variants.peek('br')).toBe(a);
      expect(compressionCounts.br - before.br).toBe(1);
      expect(brotliDecompressSync(a).equals(body)).toBe(true);
      const gz = await variants.get('gzip');
      expect(gunzipSync(gz).equals(body)).toBe(true);
      expect(compressionCounts.gzip - before.gzip).toBe(1);
    });
  });
});
