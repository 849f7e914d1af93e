import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { Public } from '../../common/auth/public.decorator';
import { sessionTokenOf } from '../../common/auth/session-cookie';
import { AuthenticateSessionUseCase } from '../auth';

const DB_CHECK_TIMEOUT_MS = 2000;

/**
 * Anonymous callers (probes, load balancers) learn only whether the service is up; a signed-in
 * user also sees the database; an admin also the version and uptime (which help an attacker
 * pick exploits and time restarts).
 */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  db?: 'up' | 'down';
  version?: string;
  uptimeSeconds?: number;
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authenticate: AuthenticateSessionUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  async health(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const dbUp = await this.databaseAnswers();
    response.status(dbUp ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    const status = dbUp ? 'ok' : 'degraded';
    const role = dbUp ? await this.callerRole(request) : null;
    if (role === null) return { status };
    if (role !== 'admin') return { status, db: 'up' };
    return { status, db: 'up', version: this.config.version, uptimeSeconds: Math.floor(process.uptime()) };
  }

  /** The caller's role when a live session cookie came along; never fails the health check. */
  private async callerRole(request: Request): Promise<string | null> {
    const token = sessionTokenOf(request);
    if (token === undefined) return null;
    const auth = await this.authenticate.execute(token).catch(() => null);
    return auth?.user.role ?? null;
  }

  /** The pool reconnects by itself, so a database that comes back is seen without a restart. */
  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
    });
    const query = this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
