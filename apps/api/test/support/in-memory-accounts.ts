import {
  AuditLogRepository,
  EmailTakenError,
  LoginThrottleRepository,
  normaliseEmail,
  NotificationSettingsRepository,
  PasswordHasher,
  SessionRepository,
  TransactionRunner,
  UserRepository,
} from '@overlay/domain';
import { RandomSessionTokens } from '@overlay/infrastructure';
import type {
  AuditEntry,
  AuditRecord,
  NewUser,
  NotificationSettings,
  Session,
  SessionWithUser,
  ThrottleCount,
  ThrottleLimit,
  ThrottleReservation,
  Transaction,
  User,
  UserRole,
  UserWithCredentials,
} from '@overlay/domain';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../src/common/time/clock';

/** In-memory adapters of the account ports, for use-case unit tests. */

export class FixedClock extends Clock {
  constructor(public current = new Date('2026-11-21T12:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * Runs work directly; a thrown error leaves whatever was written (fine for rule tests). What
 * waits for the commit runs once the work resolved, never when it threw.
 */
export class ImmediateTransactionRunner extends TransactionRunner {
  private committed: (() => void)[] = [];
  readonly tx: Transaction = { kind: 'transaction', afterCommit: (action) => this.committed.push(action) };
  runs = 0;

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.runs += 1;
    this.committed = [];
    const result = await work(this.tx);
    for (const action of this.committed.splice(0)) action();
    return result;
  }
}

export class InMemoryUserRepository extends UserRepository {
  readonly rows = new Map<string, UserWithCredentials>();

  async findById(id: string): Promise<User | null> {
    return strip(this.rows.get(id));
  }

  async findByEmail(email: string): Promise<User | null> {
    return strip(this.byEmail(email));
  }

  async findCredentialsByEmail(email: string): Promise<UserWithCredentials | null> {
    const row = this.byEmail(email);
    return row ? { ...row } : null;
  }

  async list(): Promise<User[]> {
    return [...this.rows.values()].map((row) => strip(row) as User);
  }

  async create(user: NewUser): Promise<User> {
    if (this.byEmail(user.email)) throw new EmailTakenError(normaliseEmail(user.email));
    const row: UserWithCredentials = {
      id: randomUUID(),
      email: normaliseEmail(user.email),
      name: user.name,
      role: user.role,
      isActive: user.isActive ?? true,
      createdAt: new Date(),
      passwordHash: user.passwordHash,
    };
    this.rows.set(row.id, row);
    return strip(row) as User;
  }

  async update(
    id: string,
    patch: Partial<{ role: UserRole; isActive: boolean; passwordHash: string; name: string }>,
  ): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...patch });
  }

  async countActiveAdmins(): Promise<number> {
    return [...this.rows.values()].filter((row) => row.role === 'admin' && row.isActive).length;
  }

  async lockForAccessChange(id: string): Promise<{ activeAdminIds: string[]; user: User | null }> {
    const activeAdminIds = [...this.rows.values()]
      .filter((row) => row.role === 'admin' && row.isActive)
      .map((row) => row.id)
      .sort();
    return { activeAdminIds, user: strip(this.rows.get(id)) };
  }

  /** Test helper: a stored user with a given hash. */
  add(user: Partial<UserWithCredentials> & { role: UserRole }): UserWithCredentials {
    const row: UserWithCredentials = {
      id: randomUUID(),
      email: `${randomUUID().slice(0, 8)}@example.com`,
      name: 'Someone',
      isActive: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      passwordHash: 'hash',
      ...user,
    };
    this.rows.set(row.id, row);
    return row;
  }

  private byEmail(email: string): UserWithCredentials | undefined {
    const wanted = normaliseEmail(email);
    return [...this.rows.values()].find((row) => row.email === wanted);
  }
}

export class InMemorySessionRepository extends SessionRepository {
  readonly rows = new Map<string, Session>();

  constructor(private readonly users: InMemoryUserRepository) {
    super();
  }

  async create(session: Session): Promise<void> {
    this.rows.set(session.id, { ...session });
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const session = this.rows.get(id);
    const user = session ? await this.users.findById(session.userId) : null;
    return session && user ? { session: { ...session }, user } : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    const session = this.rows.get(id);
    if (session && session.lastSeenAt < at) session.lastSeenAt = at;
  }

  async delete(id: string): Promise<Session | null> {
    const session = this.rows.get(id) ?? null;
    this.rows.delete(id);
    return session;
  }

  async deleteAllForUser(userId: string): Promise<number> {
    let count = 0;
    for (const [id, session] of this.rows) {
      if (session.userId === userId) {
        this.rows.delete(id);
        count += 1;
      }
    }
    return count;
  }

  async deleteExpired(now: Date, idleBefore: Date): Promise<number> {
    let count = 0;
    for (const [id, session] of this.rows) {
      if (session.expiresAt <= now || session.lastSeenAt <= idleBefore) {
        this.rows.delete(id);
        count += 1;
      }
    }
    return count;
  }
}

export class InMemoryAuditLog extends AuditLogRepository {
  readonly entries: AuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }

  async list(): Promise<AuditRecord[]> {
    return this.entries.map((entry, index) => ({ ...entry, id: String(index + 1), at: new Date() })).reverse();
  }
}

/** Same arithmetic as the SQL of TypeOrmLoginThrottleRepository. */
export class InMemoryLoginThrottle extends LoginThrottleRepository {
  readonly rows = new Map<string, { failures: number; windowStartedAt: Date; lockedUntil: Date | null }>();

  async reserve(limits: ThrottleLimit[], now: Date): Promise<ThrottleReservation> {
    const states = limits.map(({ key, policy }) => {
      const row = this.rows.get(key);
      const windowStartedAt = row?.windowStartedAt ?? now;
      const windowOver = !row || windowStartedAt.getTime() <= now.getTime() - policy.windowMs;
      const current = windowOver ? 0 : row.failures;
      const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
      const full = current >= policy.maxFailures ? new Date(windowStartedAt.getTime() + policy.windowMs) : null;
      return { key, policy, windowStartedAt, windowOver, current, refusedUntil: locked ?? full };
    });
    const refusals = states.flatMap((state) => (state.refusedUntil ? [state.refusedUntil.getTime()] : []));
    if (refusals.length) return { allowed: false, retryAt: new Date(Math.max(...refusals)) };
    return {
      allowed: true,
      counts: states.map(({ key, policy, windowStartedAt, windowOver, current }) => {
        const failures = current + 1;
        const lockedUntil = failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : null;
        this.rows.set(key, { failures, windowStartedAt: windowOver ? now : windowStartedAt, lockedUntil });
        return { key, failures, lockedUntil, lockStarted: lockedUntil !== null };
      }),
    };
  }

  async release(count: ThrottleCount): Promise<void> {
    const row = this.rows.get(count.key);
    if (!row) return;
    row.failures = Math.max(0, row.failures - 1);
    if (count.lockStarted && row.lockedUntil?.getTime() === count.lockedUntil?.getTime()) row.lockedUntil = null;
  }

  async clear(key: string): Promise<void> {
    this.rows.delete(key);
  }

  async purgeStale(before: Date): Promise<number> {
    let count = 0;
    for (const [key, row] of this.rows) {
      if (row.windowStartedAt < before && (!row.lockedUntil || row.lockedUntil < before)) {
        this.rows.delete(key);
        count += 1;
      }
    }
    return count;
  }
}

export class InMemoryNotificationSettings extends NotificationSettingsRepository {
  readonly rows = new Map<string, NotificationSettings>();

  async find(userId: string): Promise<NotificationSettings | null> {
    const row = this.rows.get(userId);
    return row ? { ...row } : null;
  }

  async save(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    this.rows.set(userId, { ...settings });
    return { ...settings };
  }
}

function strip(row: UserWithCredentials | undefined): User | null {
  if (!row) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/** A hasher with no cost: hash(p) = 'hash:' + p. Records what it verified against. */
export class FakePasswordHasher extends PasswordHasher {
  readonly verified: string[] = [];

  async hash(password: string): Promise<string> {
    return `hash:${password}`;
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    this.verified.push(storedHash);
    return storedHash === `hash:${password}`;
  }

  needsRehash(storedHash: string): boolean {
    return !storedHash.startsWith('hash:');
  }
}

/** The api's own session tokens (random bytes, SHA-256): cheap, so unit specs use the real ones. */
export const sessionTokens = new RandomSessionTokens();
