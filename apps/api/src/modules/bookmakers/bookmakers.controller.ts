import { Controller, Get, Header } from '@nestjs/common';
import type { ActiveBookmakersResponse, CoverageResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetBookmakerCoverageUseCase } from './application/get-bookmaker-coverage.use-case';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
import type { SourceCatalogue } from './application/source-catalogue.cache';
import { toActiveBookmakers } from './presenters/bookmakers.presenter';
import { toCoverageResponse } from './presenters/coverage.presenter';

@Controller('bookmakers')
@RequirePermission('view_opportunities')
export class BookmakersController {
  /** The reply of each catalogue, made once (the catalogue object changes with every change). */
  private readonly replies = new WeakMap<SourceCatalogue, ActiveBookmakersResponse>();

  constructor(
    private readonly coverage: GetBookmakerCoverageUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
  ) {}

  @Get('coverage')
  @Header('Cache-Control', 'no-store')
  async getCoverage(): Promise<CoverageResponse> {
    return toCoverageResponse(await this.coverage.execute());
  }

  @Get('active')
  async active(): Promise<ActiveBookmakersResponse> {
    const catalogue = await this.bookmakers.catalogueNow();
    let reply = this.replies.get(catalogue);
    if (!reply) this.replies.set(catalogue, (reply = toActiveBookmakers(catalogue)));
    return reply;
  }
}
