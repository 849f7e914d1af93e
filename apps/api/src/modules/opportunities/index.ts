export { OpportunitiesModule } from './opportunities.module';
export { installOpportunitiesFastPath } from './http/opportunities-fast-path';
