import { Module } from '@nestjs/common';
import { MarketsModule } from '../markets';
import { AdminBookmakersController } from './admin-bookmakers.controller';
import { GetBookmakerCoverageUseCase } from './application/get-bookmaker-coverage.use-case';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
import { BookmakersController } from './bookmakers.controller';

/**
 * Bookmakers: the list (17 seeded plus custom ones) and their price coverage.
 */
@Module({
  imports: [MarketsModule],
  controllers: [BookmakersController, AdminBookmakersController],
  providers: [
    GetBookmakerCoverageUseCase,
    ListBookmakersUseCase,
  ],
  exports: [ListBookmakersUseCase],
})
export class BookmakersModule {}
