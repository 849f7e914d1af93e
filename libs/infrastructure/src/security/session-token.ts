import { SessionTokens } from '@overlay/domain';
import type { IssuedSessionToken } from '@overlay/domain';
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function issueSessionToken(): IssuedSessionToken {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

/** The stored id of a presented token, or null when it cannot be one of ours. */
export function sessionIdFromToken(token: unknown): string | null {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  return sessionIdOf(token);
}

function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The `SessionTokens` port: 32 random bytes (base64url) in the cookie, their SHA-256 (hex) stored. */
export class RandomSessionTokens extends SessionTokens {
  issue(): IssuedSessionToken {
    return issueSessionToken();
  }

  idOf(token: unknown): string | null {
    return sessionIdFromToken(token);
  }
}
