import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

// `Algorithm` is a declared const enum with no runtime object; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1. */
export const ARGON2ID_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID_PARAMS);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
