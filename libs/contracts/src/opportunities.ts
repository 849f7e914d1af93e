import type { FairPriceMethod, MarketFreshness, Opportunity, ReplyRetention, StaleRace } from '@overlay/domain';

/** Reply of GET /api/opportunities (docs/product.md §3). */
export interface OpportunitiesResponse {
  /** Each row's computed figures to six decimals (placeCoverage and boostMetadata.probability to eight, kelly whole; docs/architecture.md §5). */
  opportunities: Opportunity[];
  /** ISO-8601 UTC time of the market data the rows were built from. */
  lastUpdated: string | null;
  /** The viewer's fair-price method the rows were valued with (docs/ev-model.md §9). */
  fairPriceMethod: FairPriceMethod;
  /**
   * Races the filters would show whose prices are stale (docs/ev-model.md, Stale quotes), in race
   * order: those with no rows because their fair price would need stale quotes; while the whole
   * market is stale (`marketFreshness.stale`), every race with quotes, its rows each `stale: true`.
   * Absent in replies that predate it.
   */
  staleRaces?: StaleRace[];
  /**
   * The market's own "as of" time (ISO-8601 UTC): the provider's time for the newest data, which
   * the header's market age counts from (docs/ev-model.md §1); null when the data does not say.
   */
  marketAsOf?: string | null;
  /**
   * The whole market's freshness when the reply was made (docs/ev-model.md §1): whether every
   * row is stale, why, since when, and when a fresh market turns stale if nothing is heard.
   */
  marketFreshness?: MarketFreshness;
  /** The exchange commission, in percent, every row's lockRating and lockedEV is net of: the request's `commission`, else the viewer's setting. */
  commission: number;
  /** What the rows' bonus bets are worth (docs/ev-model.md §10); absent in replies that predate it. */
  retention?: ReplyRetention;
  /** Present only on a `races=` read: which part of the whole reply `opportunities` is. */
  part?: OpportunitiesPart;
}

/**
 * A `races=` read (docs/architecture.md, "The dashboard follows the market"): `opportunities` are
 * the rows of the named races in the whole reply the other filters make (sorted and cut as it
 * is), each with the row it follows there; every other field is the whole reply's.
 */
export interface OpportunitiesPart {
  /** The races asked for, sorted: rows of any other race are not in this reply. */
  races: string[];
  /** For each row of `opportunities`, the id of the row of another race just before it in the whole reply (null: none). */
  after: (string | null)[];
  /** How many rows the whole reply has. */
  total: number;
  /** Whether the whole reply was cut at `max_results` (rows below the cut exist). */
  cut: boolean;
}
