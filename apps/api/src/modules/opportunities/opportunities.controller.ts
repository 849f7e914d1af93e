import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedRequest, RequestAuth } from '../../common/auth/request-auth';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ReuseSessionCheck } from '../../common/auth/reuse-session-check.decorator';
import { GetOpportunitiesUseCase } from './application/get-opportunities.use-case';
import { OpportunitiesRequestReader } from './http/opportunities-request.reader';
import { readyRepresentation, representationFor, sendCachedJson } from './http/send-cached-reply';
import type { CachedBody } from './http/send-cached-reply';
import { requireOverrideParams } from './http/override-params';

/**
 * `GET /api/opportunities` (docs/product.md §7). The query is read raw: every parameter falls back to its
 * default when missing or not numeric (docs/product.md §2), so nothing here is refused. The reply is a
 * cached buffer with its ETag, compressed (brotli or gzip, as Accept-Encoding allows) once per
 * cached reply and coding, never per request; a matching If-None-Match gets a 304. The session check is reused
 * for up to a second: on this hot read the per-request database lookup cost more than half the
 * throughput (bench/opportunities.bench.ts). Repeat reads with both caches warm are answered
 * before Express by `http/opportunities-fast-path.ts`; this route serves everything else.
 * The request is read once into a `Viewer` and an `OpportunitiesQuery` (`http/opportunities-request.reader.ts`).
 * `fair_method=default|multiplicative|power|shin|worst_case` overrides the viewer's fair-price
 * method setting (docs/ev-model.md §9; any other value is a 400), and `commission` (percent, 0 to 20) their
 * commission (docs/ev-model.md §10); the reply names the method and commission it used.
 */
@Controller('opportunities')
@RequirePermission('view_opportunities')
export class OpportunitiesController {
  constructor(
    private readonly requests: OpportunitiesRequestReader,
    private readonly opportunities: GetOpportunitiesUseCase,
  ) {}

  @Get()
  // Read by the guard and, through the Reflector, by the fast path.
  @ReuseSessionCheck(1000)
  list(@Req() request: AuthenticatedRequest, @Res() response: Response): Promise<void> | void {
    const url = request.originalUrl;
    const at = url.indexOf('?');
    const queryString = at < 0 ? '' : url.slice(at + 1);
    // The guards ran: the request carries its signed-in user.
    const userId = (request.auth as RequestAuth).user.id;
    // `fair_method` and `commission` override the viewer's settings (docs/ev-model.md §9, §10); a bad one is a 400.
    const overrides = requireOverrideParams(queryString);
    const viewer = this.requests.peekViewer(userId, overrides);
    const query = this.requests.peekQuery(queryString);
    if (viewer === undefined || query === undefined) {
      return this.requests
        .read(queryString, userId, overrides)
        .then((read) => this.opportunities.execute(read.viewer, read.query))
        .then((built) => representationFor(request, built))
        .then((sent) => sendCachedJson(request, response, sent));
    }
    const cached = this.opportunities.cached(viewer, query);
    const ready = cached === undefined ? undefined : readyRepresentation(request, cached);
    if (ready !== undefined) return sendCachedJson(request, response, ready);
    const reply: Promise<CachedBody> = cached === undefined ? this.opportunities.execute(viewer, query) : Promise.resolve(cached);
    return reply
      .then((built) => representationFor(request, built))
      .then((sent) => sendCachedJson(request, response, sent));
  }
}
