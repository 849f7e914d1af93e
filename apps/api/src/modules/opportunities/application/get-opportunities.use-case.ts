import { Injectable } from '@nestjs/common';
import type { OpportunitiesQuery } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import type { Viewer } from '../../valuation';
import { presentOpportunities } from '../presenters/opportunities.presenter';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';
import { opportunitiesQueryKey } from './opportunities-query-key';
import { OpportunityReplyCache } from './opportunity-reply.cache';

/**
 * `GET /api/opportunities` (docs/product.md §2, §7): the viewer's rows for the query, valued by
 * `ValuationService`, serialised and tagged once per rows version (data version, refresh time,
 * catalog version, viewer context with its fair-price method) and filter set.
 */
@Injectable()
export class GetOpportunitiesUseCase {
  constructor(
    private readonly valuation: ValuationService,
    private readonly replies: OpportunityReplyCache,
  ) {}

  /**
   * The cached reply when everything it depends on is known without waiting and it is still
   * valid, else undefined (then call `execute`): the hot path, with no promise at all.
   */
  cached(viewer: Viewer, query: OpportunitiesQuery): OpportunitiesReply | undefined {
    const version = this.valuation.peekOpportunityVersion(viewer);
    return version === undefined ? undefined : this.replies.get(`${version}|${opportunitiesQueryKey(query)}`);
  }

  /** The reply, built (once, however many ask) when not cached. */
  async execute(viewer: Viewer, query: OpportunitiesQuery): Promise<OpportunitiesReply> {
    const queryKey = opportunitiesQueryKey(query);
    const version = this.valuation.peekOpportunityVersion(viewer) ?? (await this.valuation.opportunityVersion(viewer));
    return this.replies.getOrBuild(`${version}|${queryKey}`, async () => {
      const rows = await this.valuation.opportunityRows(viewer, query);
      // Stored under the version the rows were valued at (it may have moved since the key was made).
      return { key: `${rows.version}|${queryKey}`, reply: presentOpportunities(rows) };
    });
  }
}
