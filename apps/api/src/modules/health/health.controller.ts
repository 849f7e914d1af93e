import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { Public } from '../../common/auth/public.decorator';
import { sessionTokenOf } from '../../common/auth/session-cookie';
import { AuthenticateSessionUseCase } from '../auth';
import { CheckReadinessUseCase } from './application/check-readiness.use-case';
import type { Readiness } from './application/check-readiness.use-case';

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
    private readonly readiness: CheckReadinessUseCase,
  ) {}

  /** Liveness: the process answers (no database call: a database outage must not restart it). */
  @Public()
  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database answers and migrations are done, else 503; the feed's state is told. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness & { status: 'ready' | 'not_ready' }> {
    const readiness = await this.readiness.execute();
    response.status(readiness.ready ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return { status: readiness.ready ? 'ready' : 'not_ready', ...readiness };
  }

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
