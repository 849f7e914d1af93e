import { Injectable } from '@nestjs/common';
import { AuditLogRepository, EmailTakenError, PasswordHasher, TransactionRunner, UserError, UserRepository } from '@overlay/domain';
import type { User, UserRole } from '@overlay/domain';

export interface CreateUserCommand {
  name: string;
  email: string;
  password: string;
  role: UserRole;
  /** Who created the account: null for a self sign-up or the CLI. */
  actorUserId: string | null;
  via: 'signup' | 'cli';
}

/** Creates an account with an argon2id hash and its audit row, in one transaction. */
@Injectable()
export class CreateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
    private readonly transactions: TransactionRunner,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: CreateUserCommand): Promise<User> {
    const passwordHash = await this.hasher.hash(command.password);
    try {
      return await this.transactions.run(async (tx) => {
        const user = await this.users.create(
          { name: command.name, email: command.email, passwordHash, role: command.role },
          tx,
        );
        await this.audit.record(
          {
            actorUserId: command.actorUserId,
            action: command.via === 'signup' ? 'user.signed_up' : 'user.created',
            targetUserId: user.id,
            details: { email: user.email, role: user.role, via: command.via },
          },
          tx,
        );
        return user;
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new UserError('EMAIL_TAKEN');
      throw error;
    }
  }
}
