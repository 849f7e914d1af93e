import { Inject, Injectable } from '@nestjs/common';
import { AuditLogRepository, EmailTakenError, PasswordHasher, UserRepository } from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

export const DEFAULT_ADMIN_EMAIL = 'admin@overlay.local';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated here, so it can be printed once. */
  generatedPassword: string | null;
}

/** At start: when no active admin exists, create one (docs/architecture.md §2). */
@Injectable()
export class EnsureAdminUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(): Promise<CreatedAdmin | null> {
    if ((await this.users.countActiveAdmins()) > 0) return null;
    const email = this.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = this.config.adminPassword ? null : generatePassword();
    const password = this.config.adminPassword ?? (generatedPassword as string);
    const passwordHash = await this.hasher.hash(password);
    let userId = await this.promoteExisting(email, passwordHash);
    if (userId === null) {
      try {
        userId = (await this.users.create({ email, name: 'Administrator', role: 'admin', passwordHash })).id;
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (!(error instanceof EmailTakenError)) throw error;
        userId = await this.promoteExisting(email, passwordHash);
      }
    }
    await this.audit.record({
      actorUserId: null,
      action: 'user.bootstrap_admin',
      targetUserId: userId,
      details: { email, passwordGenerated: generatedPassword !== null },
    });
    return { email, generatedPassword };
  }

  private async promoteExisting(email: string, passwordHash: string): Promise<string | null> {
    const existing = await this.users.findByEmail(email);
    if (!existing) return null;
    await this.users.update(existing.id, { role: 'admin', isActive: true, passwordHash });
    return existing.id;
  }
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
