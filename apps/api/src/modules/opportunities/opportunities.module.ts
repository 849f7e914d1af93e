import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { OpportunitiesController } from './opportunities.controller';

/**
 * `GET /api/opportunities`: the route and its fast path (`http/opportunities-fast-path.ts`); the
 * valuation and every cache behind the reply live in the valuation module.
 */
@Module({
  imports: [ValuationModule],
  controllers: [OpportunitiesController],
})
export class OpportunitiesModule {}
