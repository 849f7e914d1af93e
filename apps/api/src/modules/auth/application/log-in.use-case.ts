import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import {
  AuditLogRepository,
  LOGIN_THROTTLE,
  LoginThrottleRepository,
  normaliseEmail,
  retryAfterSeconds,
  throttleKey,
  USER_MESSAGES,
  UserError,
  UserRepository,
} from '@overlay/domain';
import type { ThrottleScope, User, UserWithCredentials } from '@overlay/domain';
import { PasswordHasher } from '@overlay/infrastructure';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../common/time/clock';
import type { ClientInfo } from '../../../common/auth/request-auth';
import { SessionIssuer } from './session-issuer';

export interface LogInCommand {
  email: string;
  password: string;
  client: ClientInfo;
  presentedToken: string | undefined;
}

/**
 * Sign-in (spec §5 Login). A wrong password and an unknown email answer alike, in about the same
 * time (an unknown email is verified against a dummy hash with the same argon2id parameters).
 * Failures are counted per account and per client address in PostgreSQL; a locked key answers
 * 429 with Retry-After before any password is checked.
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
  ) {}

  onModuleInit(): void {
    this.dummyHash = this.hasher.hash(randomBytes(16).toString('hex'));
  }

  async execute(command: LogInCommand): Promise<{ user: User; token: string }> {
    const email = normaliseEmail(command.email);
    const keys = { account: throttleKey('account', email), address: throttleKey('address', command.client.ip) };
    const now = this.clock.now();
    const lockedUntil = await this.throttle.lockedUntil([keys.account, keys.address], now);
    if (lockedUntil) throw tooManyLoginFailures(lockedUntil, now);

    const user = await this.users.findCredentialsByEmail(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? (await this.getDummyHash()), command.password);
    if (!user || !passwordMatches) {
      await this.countFailure(keys, email, user, command.client.ip);
      throw new UserError('INVALID_CREDENTIALS');
    }
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (!user.isActive) throw new UserError('USER_INACTIVE');

    // Only the account's counter: clearing the address's would let one address alternate
    // guesses on other accounts with logins to its own.
    await this.throttle.clear(keys.account);
    // Hashes made with weaker parameters (an older release) are upgraded while the password is at hand.
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(user.id, { passwordHash: await this.hasher.hash(command.password) });
    }
    const token = await this.sessions.start(user.id, command.client, command.presentedToken);
    const { passwordHash: _hash, ...withoutHash } = user;
    return { user: withoutHash, token };
  }

  private async countFailure(
    keys: Record<ThrottleScope, string>,
    email: string,
    user: UserWithCredentials | null,
    ip: string,
  ): Promise<void> {
    const now = this.clock.now();
    for (const scope of ['account', 'address'] as const) {
      const count = await this.throttle.recordFailure(keys[scope], LOGIN_THROTTLE[scope], now);
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

function tooManyLoginFailures(lockedUntil: Date, now: Date) {
  const seconds = retryAfterSeconds(lockedUntil, now);
  return new UserError('LOGIN_THROTTLED', USER_MESSAGES.tooManyLoginFailures(Math.ceil(seconds / 60)), {
    retryAfterSeconds: seconds,
  });
}
