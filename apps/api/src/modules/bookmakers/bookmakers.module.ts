import { Module } from '@nestjs/common';
import { MarketsModule } from '../markets';
import { AdminBookmakersController } from './admin-bookmakers.controller';
import { GetBookmakerCoverageUseCase } from './application/get-bookmaker-coverage.use-case';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
import { SetSourceActiveUseCase } from './application/set-source-active.use-case';
import { SourceCatalogueCache } from './application/source-catalogue.cache';
import { BookmakersController } from './bookmakers.controller';

/**
 * Bookmakers: the source catalogue (the 17 seeded, every source a feed declares or prices, custom
 * books; docs/feeds.md), the admin's switch, and each bookmaker's price coverage.
 */
@Module({
  imports: [MarketsModule],
  controllers: [BookmakersController, AdminBookmakersController],
  providers: [GetBookmakerCoverageUseCase, ListBookmakersUseCase, SetSourceActiveUseCase, SourceCatalogueCache],
  exports: [ListBookmakersUseCase],
})
export class BookmakersModule {}
