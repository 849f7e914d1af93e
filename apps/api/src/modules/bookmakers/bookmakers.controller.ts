import { Controller, Get, Header } from '@nestjs/common';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetBookmakerCoverageUseCase } from './application/get-bookmaker-coverage.use-case';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';

@Controller('bookmakers')
@RequirePermission('view_opportunities')
export class BookmakersController {
  constructor(
    private readonly coverage: GetBookmakerCoverageUseCase,
    private readonly bookmakers: ListBookmakersUseCase,
  ) {}

  @Get('coverage')
  @Header('Cache-Control', 'no-store')
  getCoverage() {
    return this.coverage.execute();
  }

  @Get('active')
  async active() {
    return { bookmakers: await this.bookmakers.activeNames() };
  }
}
