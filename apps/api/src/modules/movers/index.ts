export { MoversModule } from './movers.module';
export { GetMoversUseCase } from './application/get-movers.use-case';
