import { Controller, Get, Query } from '@nestjs/common';
import type { MoversResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ReuseSessionCheck } from '../../common/auth/reuse-session-check.decorator';
import { LimitPerUser } from '../../common/throttle/concurrent-limit.guard';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import { GetMoversUseCase } from './application/get-movers.use-case';
import { MoversQueryRequestDto } from './dto/movers-query.request.dto';

/** `GET /api/movers?window=5|15|60&books=N`: steamers and drifters (the reply is the domain shape). */
@Controller('movers')
@RequirePermission('view_opportunities')
export class MoversController {
  constructor(private readonly getMovers: GetMoversUseCase) {}

  /**
   * Answered from the window the leader stored; without one, a scan of price history: 30 a minute per user across instances (`RATE_LIMITS.movers`), two at
   * once per user and instance (429 with Retry-After beyond either). Refused before any database
   * call: the session check is reused (a read), the in-flight limit runs before the route limit's
   * count, and a caller over that limit is refused from memory until its window ends.
   */
  @Get()
  @ReuseSessionCheck(1000)
  @RateLimit('movers')
  @LimitPerUser('movers')
  get(@Query() query: MoversQueryRequestDto): Promise<MoversResponse> {
    return this.getMovers.execute(query.window, query.books);
  }
}
