import type { UserRole } from './user-role';

/** A user account as the application sees it; the password hash travels only with credentials. */
export interface User {
  id: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  name: string;
  role: UserRole;
  isActive: boolean;
  createdAt: Date;
}

/** A user with the stored argon2id hash, read only where a password is verified. */
export interface UserWithCredentials extends User {
  passwordHash: string;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  role: UserRole;
  isActive?: boolean;
}

/** The changes an administrator (or the CLI) may make to another account. */
export type UserAccessChange = { role: UserRole } | { isActive: boolean };

/** Would applying `change` to `user` take an active admin away? (Last-admin rule.) */
export function removesActiveAdmin(user: Pick<User, 'role' | 'isActive'>, change: UserAccessChange): boolean {
  if (user.role !== 'admin' || !user.isActive) return false;
  return 'role' in change ? change.role !== 'admin' : !change.isActive;
}

/** Emails are compared trimmed and lower-cased everywhere (signup, login, CLI, throttle keys). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
