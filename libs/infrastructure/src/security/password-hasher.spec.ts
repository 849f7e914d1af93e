import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { Argon2idPasswordHasher } from './password-hasher';

describe('Unit', () => {
  const hasher = new Argon2idPasswordHasher();

  describe('hash', () => {
    it('should produce argon2id with m=19456 KiB, t=2, p=1 and a random salt', async () => {
      const first = await hasher.hash('correct horse');
      const second = await hasher.hash('correct horse');
      expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(first).not.toBe(second);
    });
  });

  describe('verify', () => {
    it('should accept the password and refuse any other', async () => {
      const stored = await hasher.hash('correct horse');
      await expect(hasher.verify(stored, 'correct horse')).resolves.toBe(true);
      await expect(hasher.verify(stored, 'correct horsE')).resolves.toBe(false);
    });

    it('should answer false, not throw, for a stored value that is not a hash', async () => {
      await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
    });
  });

  describe('needsRehash', () => {
    it('should not ask to rehash a hash of the current parameters', async () => {
      expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
    });

    it('should ask to rehash weaker argon2id and other algorithms', async () => {
      const weak = await hash('x', { algorithm: 2 as Algorithm, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      const argon2i = await hash('x', { algorithm: 1 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 });
      expect(hasher.needsRehash(weak)).toBe(true);
      expect(hasher.needsRehash(argon2i)).toBe(true);
      expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    });
  });
});
