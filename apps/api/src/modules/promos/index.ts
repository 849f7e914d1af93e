export { PromosModule } from './promos.module';
