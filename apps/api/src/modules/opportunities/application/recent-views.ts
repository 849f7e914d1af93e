import type { OpportunitiesQuery } from '@overlay/domain';
import type { Viewer } from '../../valuation';
import type { ContentCoding } from '../../../common/http/compression/content-coding';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';

/** A view counts as asked lately for this long after its last read (a dashboard reads its part at least every few seconds while the market moves). */
export const RECENT_VIEW_MS = 10_000;
/** Views remembered at most: the most recently asked are kept. */
export const RECENT_VIEWS_MAX = 16;
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** A whole view (a query without `races`) one viewer read lately, whole or by part. */
export interface RecentView {
  viewer: Viewer;
  /** The query without `races`. */
  query: OpportunitiesQuery;
  /** When its whole reply was last read (epoch ms), or null when it was read by part only. */
  wholeAskedAtMs: number | null;
  askedAtMs: number;
  /** The codings its whole reply was last sent in: those a new version's reply is compressed in ahead. */
  codings: readonly ContentCoding[];
}

/**
 * The views read lately, so a new data version's rows and replies for them are made before the
 * version is served (docs/architecture.md, "Serving prepared versions"), not by the first
 * request after it. Noting a read costs a map update: it runs on every warm read.
 */
export class RecentViews {
  private readonly views = new Map<string, RecentView & { lastWhole?: OpportunitiesReply }>();

  /** Notes a read of `query` (whole, or a part: `races=`) by `viewer`; `reply`: the whole reply sent. */
  asked(viewer: Viewer, query: OpportunitiesQuery, wholeKey: string, nowMs: number, reply?: OpportunitiesReply): void {
    const key = `${viewer.id}|${viewer.fairMethod}|${viewer.commission}|${viewer.retentionSource}|${viewer.promoContext}|${wholeKey}`;
    const known = this.views.get(key);
    const whole = query.races === undefined;
    const entry = known ?? { viewer, query: whole ? query : { ...query, races: undefined }, wholeAskedAtMs: null, askedAtMs: nowMs, codings: [] };
    entry.askedAtMs = nowMs;
    if (whole) {
      entry.wholeAskedAtMs = nowMs;
      if (reply !== undefined) entry.lastWhole = reply;
    }
    // Re-inserted: the map's order is the order of the last reads, oldest first.
    this.views.delete(key);
    this.views.set(key, entry);
    if (this.views.size > RECENT_VIEWS_MAX) this.views.delete(this.views.keys().next().value as string);
  }

  /** The views read since `sinceMs`, most recent first, each with the codings its last whole reply was made in. */
  since(sinceMs: number): RecentView[] {
    const views: RecentView[] = [];
    for (const entry of this.views.values()) {
      if (entry.askedAtMs < sinceMs) continue;
      const codings = entry.lastWhole === undefined ? [] : CODINGS.filter((coding) => entry.lastWhole?.variants.peek(coding) !== undefined);
      views.push({ viewer: entry.viewer, query: entry.query, wholeAskedAtMs: entry.wholeAskedAtMs, askedAtMs: entry.askedAtMs, codings });
    }
    return views.reverse();
  }
}
