import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { PasswordHasher } from '@overlay/domain';

// `Algorithm` is a declared const enum with no runtime object; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1. */
export const ARGON2ID_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The `PasswordHasher` port with argon2id (ARGON2ID_PARAMS). */
export class Argon2idPasswordHasher extends PasswordHasher {
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

  /** True when a stored hash is not argon2id or is weaker than ARGON2ID_PARAMS (rehash at login). */
  needsRehash(storedHash: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
    if (!match) return true;
    const [memoryCost, timeCost, parallelism] = match.slice(1).map(Number);
    return (
      memoryCost < ARGON2ID_PARAMS.memoryCost ||
      timeCost < ARGON2ID_PARAMS.timeCost ||
      parallelism < ARGON2ID_PARAMS.parallelism
    );
  }
}
