import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import {
  AuditLogRepository,
  LOGIN_THROTTLE,
  LoginThrottleRepository,
  normaliseEmail,
  PasswordHasher,
  retryAfterSeconds,
  throttleKey,
  USER_MESSAGES,
  UserError,
  UserRepository,
} from '@overlay/domain';
import type { ThrottleCount, User, UserWithCredentials } from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../common/time/clock';
import type { ClientInfo } from '../../../common/auth/request-auth';
import { PasswordWorkGate } from './password-work-gate';
import { SessionIssuer } from './session-issuer';

export interface LogInCommand {
  email: string;
  password: string;
  client: ClientInfo;
  presentedToken: string | undefined;
}

/**
 * Sign-in (docs/product.md §5 Login). A wrong password and an unknown email answer alike, in about the same
 * time (an unknown email is verified against a dummy hash with the same argon2id parameters).
 * Each attempt is reserved on the account's and the address's counters in PostgreSQL before the
 * password is verified, in one statement that counts and decides, so a burst on any number of
 * instances verifies at most the limit's worth; a locked or full counter answers 429 with
 * Retry-After. Verifications of this process go through the PasswordWorkGate (503 past it).
 */
@Injectable()
export class LogInUseCase implements OnModuleInit {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly audit: AuditLogRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    private readonly gate: PasswordWorkGate,
  ) {}

  onModuleInit(): void {
    this.dummyHash = this.hasher.hash(randomBytes(16).toString('hex'));
  }

  async execute(command: LogInCommand): Promise<{ user: User; token: string }> {
    const email = normaliseEmail(command.email);
    const now = this.clock.now();
    // Turned away before counting: a refusal for load is no attempt.
    this.gate.refuseWhenFull();
    const reservation = await this.throttle.reserve(
      [
        { key: throttleKey('account', email), policy: LOGIN_THROTTLE.account },
        { key: throttleKey('address', command.client.ip), policy: LOGIN_THROTTLE.address },
      ],
      now,
    );
    if (!reservation.allowed) throw tooManyLoginFailures(reservation.retryAt, now);
    const [account, address] = reservation.counts;

    let user: UserWithCredentials | null;
    let passwordMatches: boolean;
    try {
      user = await this.users.findCredentialsByEmail(email);
      const storedHash = user?.passwordHash ?? (await this.getDummyHash());
      passwordMatches = await this.gate.run(() => this.hasher.verify(storedHash, command.password));
    } catch (error) {
      // Nothing was verified (busy, or the database failed): the attempt is given back.
      await Promise.all([this.throttle.release(account), this.throttle.release(address)]).catch(() => undefined);
      throw error;
    }
    if (!user || !passwordMatches) {
      await this.auditLocks([account, address], email, user, command.client.ip);
      throw new UserError('INVALID_CREDENTIALS');
    }
    // Only the account's counter: clearing the address's would let one address alternate
    // guesses on other accounts with logins to its own. The address gets back this one attempt.
    await this.throttle.clear(account.key);
    await this.throttle.release(address);
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (!user.isActive) throw new UserError('USER_INACTIVE');

    // Hashes made with weaker parameters (an older release) are upgraded while the password is at hand.
    if (this.hasher.needsRehash(user.passwordHash)) {
      const passwordHash = await this.gate.run(() => this.hasher.hash(command.password));
      await this.users.update(user.id, { passwordHash });
    }
    const token = await this.sessions.start(user.id, command.client, command.presentedToken);
    const { passwordHash: _hash, ...withoutHash } = user;
    return { user: withoutHash, token };
  }

  /** One audit row per lock, written once the attempt that started it has failed. */
  private async auditLocks(
    counts: ThrottleCount[],
    email: string,
    user: UserWithCredentials | null,
    ip: string,
  ): Promise<void> {
    for (const [scope, count] of [
      ['account', counts[0]],
      ['address', counts[1]],
    ] as const) {
      if (!count.lockStarted) continue;
      await this.audit.record({
        actorUserId: null,
        action: 'login.locked',
        targetUserId: scope === 'account' ? (user?.id ?? null) : null,
        details: {
          scope,
          ...(scope === 'account' ? { email } : { ip }),
          failures: count.failures,
          lockedUntil: count.lockedUntil?.toISOString() ?? null,
        },
      });
    }
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}

function tooManyLoginFailures(retryAt: Date, now: Date) {
  const seconds = retryAfterSeconds(retryAt, now);
  return new UserError('LOGIN_THROTTLED', USER_MESSAGES.tooManyLoginFailures(Math.ceil(seconds / 60)), {
    retryAfterSeconds: seconds,
  });
}
