export interface IssuedSessionToken {
  /** Goes to the client in the cookie, and nowhere else. */
  token: string;
  /** What the server stores: a one-way digest of the token. */
  id: string;
}

/**
 * Makes session tokens and the ids they are stored under (port; the api binds random bytes and
 * SHA-256 from `@overlay/infrastructure`). Used as a Nest token: abstract class, not an interface.
 */
export abstract class SessionTokens {
  abstract issue(): IssuedSessionToken;
  /** The stored id of a presented token, or null when it cannot be one of ours. */
  abstract idOf(token: unknown): string | null;
}
