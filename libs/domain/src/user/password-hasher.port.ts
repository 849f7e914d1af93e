/**
 * Hashes and verifies passwords (port; the api binds argon2id from `@overlay/infrastructure`).
 * Used as a Nest token: abstract class, not an interface.
 */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored hash it cannot read. */
  abstract verify(storedHash: string, password: string): Promise<boolean>;
  /** True when a stored hash is weaker than today's parameters (re-hashed at the next login). */
  abstract needsRehash(storedHash: string): boolean;
}
