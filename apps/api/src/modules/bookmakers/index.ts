export { BookmakersModule } from './bookmakers.module';
export { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
