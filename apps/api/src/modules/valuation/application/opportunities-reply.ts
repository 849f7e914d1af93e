import type { FairPriceMethod, OpportunitiesQuery, OpportunitiesResponse, Opportunity, StaleRace } from '@overlay/domain';
import { createHash } from 'node:crypto';
import { CompressedVariants } from '../../../common/http/compression/compressed-variants';

/** A serialised opportunities reply: the bytes sent and their ETag, both computed once. */
export interface OpportunitiesReply {
  body: Buffer;
  /** A strong ETag, quoted: the SHA-1 of the body (so equal bytes always match). */
  etag: string;
  /** The body brotli- and gzip-compressed, each made once on first demand and kept with the reply. */
  variants: CompressedVariants;
  /** Epoch ms after which the reply may be wrong because time moved a race into the window. */
  validUntilMs: number;
}

export function serialiseReply(
  opportunities: Opportunity[],
  lastUpdated: string | null,
  validUntilMs: number,
  fairPriceMethod: FairPriceMethod = 'default',
  staleRaces: StaleRace[] = [],
  marketAsOf: string | null = null,
): OpportunitiesReply {
  const response: OpportunitiesResponse = { opportunities, lastUpdated, fairPriceMethod, staleRaces, marketAsOf };
  const body = Buffer.from(JSON.stringify(response), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, variants: new CompressedVariants(body), validUntilMs };
}

/** The search text as matched (the engine's search ignores case and surrounding spaces). */
export function normalisedSearch(q: string): string {
  return q.trim().toLowerCase();
}

/**
 * One string per distinct filter set: every parsed field (defaults filled in), bookmakers in a
 * fixed order, so `codes=GR,TB` and `codes=TB,GR,XX` share one cached reply.
 */
export function opportunitiesQueryKey(query: OpportunitiesQuery): string {
  return JSON.stringify([
    query.minTotalEV,
    query.maxOdds,
    query.minBonusPct,
    query.withinMinutes,
    query.maxResults,
    query.requireTwoBookies,
    query.includePromos,
    query.promoOnly,
    query.raceCodes.slice().sort(),
    query.bookmakers.map((name) => name.toLowerCase()).sort(),
    query.raceId,
    normalisedSearch(query.q),
    query.sortBy,
    query.sortDir,
  ]);
}
