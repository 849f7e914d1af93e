import type { Transaction } from '../common/transaction.port';
import type { Session, SessionWithUser } from './session';

/** Port of the session store (PostgreSQL, so sessions survive restarts and span instances). */
export abstract class SessionRepository {
  abstract create(session: Session, tx?: Transaction): Promise<void>;
  abstract findWithUser(id: string): Promise<SessionWithUser | null>;
  abstract touch(id: string, at: Date): Promise<void>;
  abstract delete(id: string, tx?: Transaction): Promise<Session | null>;
  abstract deleteAllForUser(userId: string, tx?: Transaction): Promise<number>;
  /** Removes sessions past their absolute expiry or idle since `idleBefore`. */
  abstract deleteExpired(now: Date, idleBefore: Date): Promise<number>;
}
