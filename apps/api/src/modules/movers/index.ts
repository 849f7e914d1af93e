export { MoversModule } from './movers.module';
