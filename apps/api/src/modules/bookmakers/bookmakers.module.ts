import { Module } from '@nestjs/common';
import { BookmakerRepository } from '@overlay/domain';
import { TypeOrmBookmakerRepository } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../../common/time/clock';
import { MarketsModule } from '../markets/markets.module';
import { AdminBookmakersController } from './admin-bookmakers.controller';
import { GetBookmakerCoverageUseCase } from './application/get-bookmaker-coverage.use-case';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
import { BookmakersController } from './bookmakers.controller';

/**
 * Bookmakers: the list (17 seeded plus custom ones) and their price coverage. Exports the
 * repository port so the boost screens can add custom bookmakers (`addCustom`).
 */
@Module({
  imports: [MarketsModule],
  controllers: [BookmakersController, AdminBookmakersController],
  providers: [
    {
      provide: BookmakerRepository,
      useFactory: (ds: DataSource) => new TypeOrmBookmakerRepository(ds),
      inject: [DataSource],
    },
    { provide: Clock, useClass: SystemClock },
    GetBookmakerCoverageUseCase,
    ListBookmakersUseCase,
  ],
  exports: [BookmakerRepository, ListBookmakersUseCase],
})
export class BookmakersModule {}
