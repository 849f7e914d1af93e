import { Injectable } from '@nestjs/common';
import type { BettingSettings, OpportunitiesQuery } from '@overlay/domain';
import { LruCache } from '../../../common/cache/lru-cache';
import { ValuationService } from '../../valuation';
import type { Viewer, ViewerOverrides } from '../../valuation';
import { ParsedQueryMemo } from './parsed-query.memo';

/** Viewers kept (one object per user and settings in use, so a warm read makes none). */
const MAX_VIEWERS = 10_000;

/** A request to `GET /api/opportunities`, read: who asks and what. */
export interface OpportunitiesRequest {
  viewer: Viewer;
  query: OpportunitiesQuery;
}

/**
 * Reads an opportunities request once, at the edge (the controller and the fast path), into a
 * `Viewer` (user, fair-price method, commission, retention source, promo context) and an
 * `OpportunitiesQuery`. The `peek…` halves answer without a promise when what they need is in
 * memory (the viewer's settings, the active bookmakers), else undefined; `read` waits for it.
 */
@Injectable()
export class OpportunitiesRequestReader {
  private readonly queries = new ParsedQueryMemo();
  private readonly viewers = new LruCache<string, Viewer>(MAX_VIEWERS);

  constructor(private readonly valuation: ValuationService) {}

  /** `overrides` are the request's `fair_method` and `commission`; the rest from the viewer's settings when in memory. */
  peekViewer(userId: string, overrides: ViewerOverrides): Viewer | undefined {
    const settings = this.valuation.peekViewerSettings(userId);
    return settings === undefined ? undefined : this.viewerOf(userId, settings, overrides);
  }

  /** The query string without the '?', parsed when the active bookmakers are in memory. */
  peekQuery(queryString: string): OpportunitiesQuery | undefined {
    const bookmakers = this.valuation.peekBookmakers();
    return bookmakers === undefined ? undefined : this.queries.read(queryString, bookmakers);
  }

  async read(queryString: string, userId: string, overrides: ViewerOverrides): Promise<OpportunitiesRequest> {
    const [settings, bookmakers] = await Promise.all([
      this.valuation.viewerSettings(userId),
      this.valuation.peekBookmakers() ?? this.valuation.bookmakers(),
    ]);
    return { viewer: this.viewerOf(userId, settings, overrides), query: this.queries.read(queryString, bookmakers) };
  }

  private viewerOf(id: string, settings: BettingSettings, overrides: ViewerOverrides): Viewer {
    const fairMethod = overrides.fairMethod ?? settings.fairMethod;
    const commission = overrides.commission ?? settings.commissionPct / 100;
    const { retentionSource } = settings;
    const key = `${id}|${fairMethod}|${commission}|${retentionSource}`;
    let viewer = this.viewers.get(key);
    if (viewer === undefined) {
      viewer = { id, fairMethod, commission, retentionSource, promoContext: 'own' };
      this.viewers.set(key, viewer);
    }
    return viewer;
  }
}
