import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHealth } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { AuthenticateSessionUseCase } from '../../auth';
import { withinCheckTime } from './within-check-time';

/**
 * What the health check found, and how much of it the caller may be told: nothing beyond the
 * database's state to an anonymous caller, the version and uptime to an admin only.
 */
export type HealthCheck =
  | { database: 'down' }
  | { database: 'up'; caller: 'anonymous' }
  | { database: 'up'; caller: 'signed_in' }
  | { database: 'up'; caller: 'admin'; version: string; uptimeSeconds: number };

/**
 * `GET /api/health`: whether the database answers (2 s at most), told to each caller as far as
 * their session allows (the reply type says who sees what). Never fails: an unreadable session
 * is an anonymous caller.
 */
@Injectable()
export class CheckHealthUseCase {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly authenticate: AuthenticateSessionUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(sessionToken: string | undefined): Promise<HealthCheck> {
    const up = (await withinCheckTime(this.database.answers())) === true;
    if (!up) return { database: 'down' };
    const role = await this.callerRole(sessionToken);
    if (role === null) return { database: 'up', caller: 'anonymous' };
    if (role !== 'admin') return { database: 'up', caller: 'signed_in' };
    return { database: 'up', caller: 'admin', version: this.config.version, uptimeSeconds: Math.floor(process.uptime()) };
  }

  private async callerRole(token: string | undefined): Promise<string | null> {
    if (token === undefined) return null;
    const auth = await this.authenticate.execute(token).catch(() => null);
    return auth?.user.role ?? null;
  }
}
