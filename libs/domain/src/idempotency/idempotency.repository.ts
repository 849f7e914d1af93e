/** A reply kept for a request that came with an Idempotency-Key. */
export interface StoredReply {
  /** What the request was (method, path and body digest): a key reused for another request is refused. */
  fingerprint: string;
  status: number;
  /** The reply's body exactly as it was sent (JSON text), so a replay answers it byte for byte. */
  body: string;
}

/** What reserving a key found: the key is ours now, a reply already exists, or the first request still runs. */
export type IdempotencyReservation =
  | { state: 'reserved' }
  | { state: 'replay'; reply: StoredReply }
  | { state: 'in_progress'; fingerprint: string };

/**
 * Port: replies kept per user and Idempotency-Key, so a create sent twice makes one row and one
 * event and answers both with the same body (across instances: the reservation is one statement).
 */
export abstract class IdempotencyRepository {
  abstract reserve(
    userId: string,
    key: string,
    fingerprint: string,
    now: Date,
  ): Promise<IdempotencyReservation>;

  abstract complete(
    userId: string,
    key: string,
    status: number,
    body: string,
  ): Promise<void>;

  /** Forgets a reservation whose request failed, so the client may try again. */
  abstract release(userId: string, key: string): Promise<void>;

  /** Deletes replies older than `before`; returns how many. */
  abstract purge(before: Date): Promise<number>;
}
