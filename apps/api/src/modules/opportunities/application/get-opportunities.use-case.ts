import { Injectable } from '@nestjs/common';
import type { OpportunitiesQuery } from '@overlay/domain';
import { LruCache } from '../../../common/cache/lru-cache';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import type { OpportunityRows, Viewer } from '../../valuation';
import { presentOpportunities } from '../presenters/opportunities.presenter';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';
import { opportunitiesQueryKey } from './opportunities-query-key';
import { OpportunityReplyCache } from './opportunity-reply.cache';

/** Whole rows kept for `races=` reads: a few views at the latest version or two. */
const WHOLE_ROWS_KEPT = 16;

/**
 * `GET /api/opportunities` (docs/product.md §2, §7): the viewer's rows for the query, valued by
 * `ValuationService`, serialised and tagged once per rows version (data version, refresh time,
 * catalog version, viewer context with its fair-price method) and filter set.
 */
@Injectable()
export class GetOpportunitiesUseCase {
  private readonly wholeRowsKept = new LruCache<string, { rows: Promise<OpportunityRows>; made?: OpportunityRows }>(WHOLE_ROWS_KEPT);

  constructor(
    private readonly valuation: ValuationService,
    private readonly replies: OpportunityReplyCache,
    private readonly clock: Clock,
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
      const { races, ...whole } = query;
      // A `races=` read is that part of the whole reply (docs/architecture.md, "The dashboard
      // follows the market"): the whole rows are made once per version however many parts are read.
      const rows = races === undefined ? await this.valuation.opportunityRows(viewer, query) : await this.wholeRows(viewer, whole);
      // Stored under the version the rows were valued at (it may have moved since the key was made).
      return { key: `${rows.version}|${queryKey}`, reply: presentOpportunities(rows, races, query.maxResults) };
    });
  }

  /** The whole reply's rows (no `races`), kept while valid for the few filter sets and versions read by part now. */
  private wholeRows(viewer: Viewer, whole: OpportunitiesQuery): Promise<OpportunityRows> {
    const version = this.valuation.peekOpportunityVersion(viewer);
    const key = version === undefined ? undefined : `${version}|${opportunitiesQueryKey(whole)}`;
    const kept = key === undefined ? undefined : this.wholeRowsKept.get(key);
    if (kept !== undefined && (kept.made === undefined || this.clock.now().getTime() < kept.made.validUntilMs)) return kept.rows;
    const rows = this.valuation.opportunityRows(viewer, whole);
    if (key !== undefined) {
      const entry: { rows: Promise<OpportunityRows>; made?: OpportunityRows } = { rows };
      this.wholeRowsKept.set(key, entry);
      rows.then(
        (made) => (entry.made = made),
        () => this.wholeRowsKept.delete(key),
      );
    }
    return rows;
  }
}
