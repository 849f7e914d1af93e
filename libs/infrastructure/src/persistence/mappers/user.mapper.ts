import { isUserRole } from '@overlay/domain';
import type { User, UserRole, UserWithCredentials } from '@overlay/domain';
import type { UserOrmEntity } from '../entities/user.orm-entity';

/** A users row as raw SQL returns it (snake_case columns). */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  is_active: boolean;
  created_at: Date;
  password_hash?: string;
}

export function userFromEntity(entity: UserOrmEntity): User {
  return {
    id: entity.id,
    email: entity.email,
    name: entity.name,
    role: toRole(entity.role),
    isActive: entity.isActive,
    createdAt: entity.createdAt,
  };
}

export function userWithCredentialsFromEntity(entity: UserOrmEntity): UserWithCredentials {
  return { ...userFromEntity(entity), passwordHash: entity.passwordHash };
}

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: toRole(row.role),
    isActive: row.is_active,
    createdAt: new Date(row.created_at),
  };
}

function toRole(value: string): UserRole {
  // The column has a CHECK constraint; a value outside it means the schema and code disagree.
  if (!isUserRole(value)) throw new Error(`Unknown role in users table: ${value}`);
  return value;
}
