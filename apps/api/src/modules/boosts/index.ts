export { BoostsModule } from './boosts.module';
