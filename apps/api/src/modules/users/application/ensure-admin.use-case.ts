import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PasswordHasher, UserOrmEntity } from '@overlay/infrastructure';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

export const DEFAULT_ADMIN_EMAIL = 'admin@overlay.local';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated here, so it can be printed once. */
  generatedPassword: string | null;
}

/** At start: when no active admin exists, create one (DESIGN.md §2). */
@Injectable()
export class EnsureAdminUseCase {
  constructor(
    @InjectRepository(UserOrmEntity) private readonly users: Repository<UserOrmEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(): Promise<CreatedAdmin | null> {
    const admins = await this.users.countBy({ role: 'admin', isActive: true });
    if (admins > 0) return null;
    const email = this.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = this.config.adminPassword ? null : generatePassword();
    const password = this.config.adminPassword ?? (generatedPassword as string);
    const passwordHash = await this.hasher.hash(password);
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      await this.users.update(existing.id, { role: 'admin', isActive: true, passwordHash });
    } else {
      await this.users.insert({ email, name: 'Administrator', role: 'admin', passwordHash });
    }
    return { email, generatedPassword };
  }
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
