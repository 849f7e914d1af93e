import type { Transaction } from '../common/transaction.port';
import type { NewUser, User, UserWithCredentials } from './user';
import type { UserRole } from './user-role';

/** Port of the user store. */
export abstract class UserRepository {
  abstract findById(id: string, tx?: Transaction): Promise<User | null>;
  abstract findByEmail(email: string, tx?: Transaction): Promise<User | null>;
  abstract findCredentialsByEmail(email: string): Promise<UserWithCredentials | null>;
  /** Every user, oldest first. */
  abstract list(): Promise<User[]>;
  /** Throws `EmailTakenError` when the email is registered already. */
  abstract create(user: NewUser, tx?: Transaction): Promise<User>;
  abstract update(
    id: string,
    patch: Partial<{ role: UserRole; isActive: boolean; passwordHash: string; name: string }>,
    tx?: Transaction,
  ): Promise<void>;
  abstract countActiveAdmins(tx?: Transaction): Promise<number>;
  /**
   * Locks the rows of every active admin, then of `id`, for the rest of `tx`, always in the
   * same order so two concurrent changes cannot deadlock. Returns the active admins' ids and
   * the locked user (null when unknown).
   */
  abstract lockForAccessChange(id: string, tx: Transaction): Promise<{ activeAdminIds: string[]; user: User | null }>;
}
