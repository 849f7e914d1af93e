import { Injectable, Logger } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { OpportunitiesQuery } from '@overlay/domain';
import { LruCache } from '../../../common/cache/lru-cache';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import type { OpportunityRows, ServingState, Viewer } from '../../valuation';
import { presentOpportunities } from '../presenters/opportunities.presenter';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';
import { opportunitiesQueryKey } from './opportunities-query-key';
import { OpportunityReplyCache } from './opportunity-reply.cache';
import { RECENT_VIEW_MS, RecentViews } from './recent-views';

/** Whole rows kept for `races=` reads: a few views at the latest version or two. */
const WHOLE_ROWS_KEPT = 16;

/**
 * `GET /api/opportunities` (docs/product.md §2, §7): the viewer's rows for the query, valued by
 * `ValuationService`, serialised and tagged once per rows version (data version, refresh time,
 * catalog version, viewer context with its fair-price method) and filter set.
 */
@Injectable()
export class GetOpportunitiesUseCase implements OnModuleInit {
  private readonly logger = new Logger('Opportunities');
  private readonly recent = new RecentViews();
  private readonly wholeRowsKept = new LruCache<string, { rows: Promise<OpportunityRows>; made?: OpportunityRows }>(WHOLE_ROWS_KEPT);

  constructor(
    private readonly valuation: ValuationService,
    private readonly replies: OpportunityReplyCache,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.valuation.beforeServing((state) =>
      this.prepareAt(state).catch((error: Error) => this.logger.warn(`replies not made ahead for data version ${state.dataVersion}: ${error.message}`)),
    );
  }

  /**
   * The cached reply when everything it depends on is known without waiting and it is still
   * valid, else undefined (then call `execute`): the hot path, with no promise at all.
   */
  cached(viewer: Viewer, query: OpportunitiesQuery): OpportunitiesReply | undefined {
    const version = this.valuation.peekOpportunityVersion(viewer);
    const queryKey = opportunitiesQueryKey(query);
    const reply = version === undefined ? undefined : this.replies.get(`${version}|${queryKey}`);
    if (reply !== undefined && query.races === undefined) this.recent.asked(viewer, query, queryKey, this.clock.now().getTime(), reply);
    return reply;
  }

  /** The reply, built (once, however many ask) when not cached. */
  async execute(viewer: Viewer, query: OpportunitiesQuery): Promise<OpportunitiesReply> {
    const reply = await this.replyAt(viewer, query);
    const whole = query.races === undefined;
    this.recent.asked(viewer, query, whole ? opportunitiesQueryKey(query) : opportunitiesQueryKey({ ...query, races: undefined }), this.clock.now().getTime(), reply);
    return reply;
  }

  /**
   * Builds the replies of the views read lately at `state`, a data version read but not served
   * yet, compressed as they were last sent, one view after another (MarketStateCache.beforeServing):
   * requests after the switch find them made. A view read by part gets its whole rows only.
   */
  async prepareAt(state: ServingState): Promise<void> {
    for (const view of this.recent.since(this.clock.now().getTime() - RECENT_VIEW_MS)) {
      // Settings or the catalogue not in memory: the first request reads them, as without this.
      if (this.valuation.peekOpportunityVersion(view.viewer, state) === undefined) continue;
      if (view.wholeAskedAtMs === null) {
        await this.wholeRows(view.viewer, view.query, state);
        continue;
      }
      const reply = await this.replyAt(view.viewer, view.query, state);
      for (const coding of view.codings) await reply.variants.get(coding);
    }
  }

  /** The reply at the state served, or at `at`, built once however many ask. */
  private async replyAt(viewer: Viewer, query: OpportunitiesQuery, at?: ServingState): Promise<OpportunitiesReply> {
    const queryKey = opportunitiesQueryKey(query);
    const version = this.valuation.peekOpportunityVersion(viewer, at) ?? (await this.valuation.opportunityVersion(viewer));
    return this.replies.getOrBuild(`${version}|${queryKey}`, async () => {
      const { races, ...whole } = query;
      // A `races=` read is that part of the whole reply (docs/architecture.md, "The dashboard
      // follows the market"): the whole rows are made once per version however many parts are read.
      const rows = races === undefined ? await this.wholeRows(viewer, query, at) : await this.wholeRows(viewer, whole, at);
      // Stored under the version the rows were valued at (it may have moved since the key was made).
      return { key: `${rows.version}|${queryKey}`, reply: presentOpportunities(rows, races, query.maxResults) };
    });
  }

  /** The whole reply's rows (no `races`), kept while valid for the few filter sets and versions read now. */
  private wholeRows(viewer: Viewer, whole: OpportunitiesQuery, at?: ServingState): Promise<OpportunityRows> {
    const version = this.valuation.peekOpportunityVersion(viewer, at);
    const key = version === undefined ? undefined : `${version}|${opportunitiesQueryKey(whole)}`;
    const kept = key === undefined ? undefined : this.wholeRowsKept.get(key);
    if (kept !== undefined && (kept.made === undefined || this.clock.now().getTime() < kept.made.validUntilMs)) return kept.rows;
    const rows = this.valuation.opportunityRows(viewer, whole, at);
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
