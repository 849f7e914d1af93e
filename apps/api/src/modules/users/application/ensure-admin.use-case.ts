import { Inject, Injectable } from '@nestjs/common';
import { AuditLogRepository, EmailTakenError, PasswordHasher, TransactionRunner, UserRepository } from '@overlay/domain';
import type { Transaction } from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

export const DEFAULT_ADMIN_EMAIL = 'admin@overlay.local';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated here, so it can be printed once. */
  generatedPassword: string | null;
}

/** At start: when no active admin exists, create one (docs/architecture.md §2), with its audit row in one transaction. */
@Injectable()
export class EnsureAdminUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(): Promise<CreatedAdmin | null> {
    if ((await this.users.countActiveAdmins()) > 0) return null;
    const email = this.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = this.config.adminPassword ? null : generatePassword();
    const password = this.config.adminPassword ?? (generatedPassword as string);
    const passwordHash = await this.hasher.hash(password);
    const bootstrap = () =>
      this.transactions.run(async (tx) => {
        const userId =
          (await this.promoteExisting(email, passwordHash, tx)) ??
          (await this.users.create({ email, name: 'Administrator', role: 'admin', passwordHash }, tx)).id;
        await this.audit.record(
          {
            actorUserId: null,
            action: 'user.bootstrap_admin',
            targetUserId: userId,
            details: { email, passwordGenerated: generatedPassword !== null },
          },
          tx,
        );
      });
    await bootstrap().catch((error: unknown) => {
      // Another instance starting at the same moment created it first: promote that one.
      if (!(error instanceof EmailTakenError)) throw error;
      return bootstrap();
    });
    return { email, generatedPassword };
  }

  private async promoteExisting(email: string, passwordHash: string, tx: Transaction): Promise<string | null> {
    const existing = await this.users.findByEmail(email, tx);
    if (!existing) return null;
    await this.users.update(existing.id, { role: 'admin', isActive: true, passwordHash }, tx);
    return existing.id;
  }
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
