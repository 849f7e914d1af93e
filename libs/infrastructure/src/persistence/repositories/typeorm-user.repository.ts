import { EmailTakenError, normaliseEmail, UserRepository } from '@overlay/domain';
import type { NewUser, Transaction, User, UserRole, UserWithCredentials } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { UserOrmEntity } from '../entities/user.orm-entity';
import { userFromEntity, userFromRow, userWithCredentialsFromEntity } from '../mappers/user.mapper';
import type { UserRow } from '../mappers/user.mapper';
import { managerFor } from '../typeorm-transaction';

const USER_COLUMNS = 'id, email, name, role, is_active, created_at';

export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async findById(id: string, tx?: Transaction): Promise<User | null> {
    const entity = await this.repo(tx).findOneBy({ id });
    return entity ? userFromEntity(entity) : null;
  }

  async findByEmail(email: string, tx?: Transaction): Promise<User | null> {
    const entity = await this.repo(tx).findOneBy({ email: normaliseEmail(email) });
    return entity ? userFromEntity(entity) : null;
  }

  async findCredentialsByEmail(email: string): Promise<UserWithCredentials | null> {
    const entity = await this.repo().findOneBy({ email: normaliseEmail(email) });
    return entity ? userWithCredentialsFromEntity(entity) : null;
  }

  async list(): Promise<User[]> {
    const entities = await this.repo().find({ order: { createdAt: 'ASC', email: 'ASC' } });
    return entities.map(userFromEntity);
  }

  async create(user: NewUser, tx?: Transaction): Promise<User> {
    const email = normaliseEmail(user.email);
    // ON CONFLICT instead of catching a unique violation: a failed INSERT would be logged with
    // its parameters, and one of them is the password hash.
    const rows: UserRow[] = await managerFor(this.dataSource, tx).query(
      `INSERT INTO users (email, name, password_hash, role, is_active)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [email, user.name, user.passwordHash, user.role, user.isActive ?? true],
    );
    if (rows.length === 0) throw new EmailTakenError(email);
    return userFromRow(rows[0]);
  }

  async update(
    id: string,
    patch: Partial<{ role: UserRole; isActive: boolean; passwordHash: string; name: string }>,
    tx?: Transaction,
  ): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.repo(tx).update({ id }, patch);
  }

  countActiveAdmins(tx?: Transaction): Promise<number> {
    return this.repo(tx).countBy({ role: 'admin', isActive: true });
  }

  async lockForAccessChange(id: string, tx: Transaction): Promise<{ activeAdminIds: string[]; user: User | null }> {
    const manager = managerFor(this.dataSource, tx);
    // Admins first, in id order, then the target: every access change takes its locks in the
    // same order, so two concurrent demotions queue instead of deadlocking, and the second one
    // sees the first one's result.
    const admins: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`,
    );
    const rows: UserRow[] = await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
    return { activeAdminIds: admins.map((admin) => admin.id), user: rows[0] ? userFromRow(rows[0]) : null };
  }

  private repo(tx?: Transaction) {
    return managerFor(this.dataSource, tx).getRepository(UserOrmEntity);
  }
}
