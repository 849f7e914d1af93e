import { Injectable } from '@nestjs/common';
import {
  LoginThrottleRepository,
  normaliseEmail,
  retryAfterSeconds,
  SIGNUP_THROTTLE,
  throttleKey,
  USER_MESSAGES,
  UserError,
} from '@overlay/domain';
import type { User } from '@overlay/domain';
import type { ClientInfo } from '../../../common/auth/request-auth';
import { Clock } from '../../../common/time/clock';
import { CreateUserUseCase } from '../../users';
import { PasswordWorkGate } from './password-work-gate';
import { SessionIssuer } from './session-issuer';

export interface SignUpCommand {
  name: string;
  email: string;
  password: string;
  client: ClientInfo;
  presentedToken: string | undefined;
}

/**
 * Self sign-up (docs/product.md §5 Signup): a member account, signed in at once. Every attempt is reserved
 * on the address's and the email's counters first (SIGNUP_THROTTLE; 429 with Retry-After past
 * them), and the password hash goes through the PasswordWorkGate like a login's verification.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly createUser: CreateUserUseCase,
    private readonly sessions: SessionIssuer,
    private readonly throttle: LoginThrottleRepository,
    private readonly gate: PasswordWorkGate,
    private readonly clock: Clock,
  ) {}

  async execute(command: SignUpCommand): Promise<{ user: User; token: string }> {
    this.gate.refuseWhenFull();
    const now = this.clock.now();
    const reservation = await this.throttle.reserve(
      [
        { key: throttleKey('signup-address', command.client.ip), policy: SIGNUP_THROTTLE['signup-address'] },
        { key: throttleKey('signup-email', normaliseEmail(command.email)), policy: SIGNUP_THROTTLE['signup-email'] },
      ],
      now,
    );
    if (!reservation.allowed) {
      const seconds = retryAfterSeconds(reservation.retryAt, now);
      throw new UserError('SIGNUP_THROTTLED', USER_MESSAGES.tooManySignUps(Math.ceil(seconds / 60)), {
        retryAfterSeconds: seconds,
      });
    }
    const user = await this.gate.run(() =>
      this.createUser.execute({
        name: command.name,
        email: command.email,
        password: command.password,
        role: 'member',
        actorUserId: null,
        via: 'signup',
      }),
    );
    const token = await this.sessions.start(user.id, command.client, command.presentedToken);
    return { user, token };
  }
}
