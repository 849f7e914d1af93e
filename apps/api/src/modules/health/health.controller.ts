import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@overlay/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { sessionTokenOf } from '../../common/auth/session-cookie';
import { CheckHealthUseCase } from './application/check-health.use-case';
import { CheckReadinessUseCase } from './application/check-readiness.use-case';
import { toHealthResponse, toReadinessResponse } from './presenters/health.presenter';

/** Health for probes and people: liveness, readiness and the database's state (docs/architecture.md §2). */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: CheckHealthUseCase,
    private readonly readiness: CheckReadinessUseCase,
  ) {}

  /** Liveness: the process answers (no database call: a database outage must not restart it). */
  @Public()
  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database answers and migrations are done, else 503 (at once from the start of shutdown); the feed's state is told. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const readiness = await this.readiness.execute();
    response.status(readiness.ready ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return toReadinessResponse(readiness);
  }

  @Public()
  @Get()
  async check(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const reply = toHealthResponse(await this.health.execute(sessionTokenOf(request)));
    response.status(reply.status === 'ok' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return reply;
  }
}
