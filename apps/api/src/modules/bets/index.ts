export { BetsModule } from './bets.module';
