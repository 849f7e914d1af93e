import { Injectable } from '@nestjs/common';
import type { FairPriceMethod, OpportunitiesQuery } from '@overlay/domain';
import { LruCache } from '../../../common/cache/lru-cache';
import { ValuationService } from '../../valuation';
import type { Viewer } from '../../valuation';
import { ParsedQueryMemo } from './parsed-query.memo';

/** Viewers kept (one object per user and method, so a warm read makes none). */
const MAX_VIEWERS = 10_000;

/** A request to `GET /api/opportunities`, read: who asks and what. */
export interface OpportunitiesRequest {
  viewer: Viewer;
  query: OpportunitiesQuery;
}

/**
 * Reads an opportunities request once, at the edge (the controller and the fast path), into a
 * `Viewer` (user, fair-price method, promo context) and an `OpportunitiesQuery`. The `peek…`
 * halves answer without a promise when what they need is in memory (the viewer's settings, the
 * active bookmakers), else undefined; `read` waits for it.
 */
@Injectable()
export class OpportunitiesRequestReader {
  private readonly queries = new ParsedQueryMemo();
  private readonly viewers = new LruCache<string, Viewer>(MAX_VIEWERS);

  constructor(private readonly valuation: ValuationService) {}

  /** `override` is the request's `fair_method` (null when absent); else the viewer's setting when in memory. */
  peekViewer(userId: string, override: FairPriceMethod | null): Viewer | undefined {
    const method = this.valuation.peekFairMethod(userId, override);
    return method === undefined ? undefined : this.viewerOf(userId, method);
  }

  /** The query string without the '?', parsed when the active bookmakers are in memory. */
  peekQuery(queryString: string): OpportunitiesQuery | undefined {
    const bookmakers = this.valuation.peekBookmakers();
    return bookmakers === undefined ? undefined : this.queries.read(queryString, bookmakers);
  }

  async read(queryString: string, userId: string, override: FairPriceMethod | null): Promise<OpportunitiesRequest> {
    const [method, bookmakers] = await Promise.all([
      this.valuation.fairMethod(userId, override),
      this.valuation.peekBookmakers() ?? this.valuation.bookmakers(),
    ]);
    return { viewer: this.viewerOf(userId, method), query: this.queries.read(queryString, bookmakers) };
  }

  private viewerOf(id: string, fairMethod: FairPriceMethod): Viewer {
    let viewer = this.viewers.get(id);
    if (viewer === undefined || viewer.fairMethod !== fairMethod) {
      viewer = { id, fairMethod, promoContext: 'own' };
      this.viewers.set(id, viewer);
    }
    return viewer;
  }
}
