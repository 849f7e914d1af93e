import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { GetOpportunitiesUseCase } from './application/get-opportunities.use-case';
import { OpportunityReplyCache } from './application/opportunity-reply.cache';
import { OpportunitiesRequestReader } from './http/opportunities-request.reader';
import { OpportunitiesController } from './opportunities.controller';

/**
 * `GET /api/opportunities`: the route and its fast path (`http/opportunities-fast-path.ts`), the
 * request read once into a viewer and a query (`http/`), the reply cache (`application/`) and
 * its serialisation (`presenters/`); the rows come from `ValuationService`.
 */
@Module({
  imports: [ValuationModule],
  controllers: [OpportunitiesController],
  providers: [GetOpportunitiesUseCase, OpportunityReplyCache, OpportunitiesRequestReader],
})
export class OpportunitiesModule {}
