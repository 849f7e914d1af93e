export { OpportunitiesModule } from './opportunities.module';
