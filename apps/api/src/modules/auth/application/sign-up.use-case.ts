import { Injectable } from '@nestjs/common';
import type { User } from '@overlay/domain';
import type { ClientInfo } from '../../../common/auth/request-auth';
import { CreateUserUseCase } from '../../users';
import { SessionIssuer } from './session-issuer';

export interface SignUpCommand {
  name: string;
  email: string;
  password: string;
  client: ClientInfo;
  presentedToken: string | undefined;
}

/** Self sign-up (spec §5 Signup): a member account, signed in at once. */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly createUser: CreateUserUseCase,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(command: SignUpCommand): Promise<{ user: User; token: string }> {
    const user = await this.createUser.execute({
      name: command.name,
      email: command.email,
      password: command.password,
      role: 'member',
      actorUserId: null,
      via: 'signup',
    });
    const token = await this.sessions.start(user.id, command.client, command.presentedToken);
    return { user, token };
  }
}
