import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import { createHash } from 'node:crypto';
import { CompressedVariants } from '../../../common/http/compression/compressed-variants';
import type { OpportunityRows } from '../../valuation';
import { replyRow } from './reply-figures';

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

/**
 * Valued rows → the JSON of docs/product.md §7 (each row's computed figures to the reply's
 * decimals, `replyRow`), serialised once, tagged, and ready to compress once per coding.
 */
export function presentOpportunities(rows: OpportunityRows, races?: readonly string[], maxResults = Infinity): OpportunitiesReply {
  const { opportunities, lastUpdated, fairPriceMethod, staleRaces, marketAsOf, marketFreshness, commission, retention } = rows;
  const part = races === undefined ? undefined : { races: [...races], ...partOf(opportunities, races) };
  const response: OpportunitiesResponse = {
    opportunities: (part === undefined ? opportunities : part.rows).map(replyRow),
    lastUpdated,
    fairPriceMethod,
    staleRaces,
    marketAsOf,
    marketFreshness,
    commission,
    retention,
    ...(part === undefined
      ? {}
      : { part: { races: part.races, after: part.after, total: opportunities.length, cut: opportunities.length >= maxResults } }),
  };
  const body = Buffer.from(JSON.stringify(response), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, variants: new CompressedVariants(body), validUntilMs: rows.validUntilMs };
}

/** The named races' rows of the whole reply, each with the row of another race before it there (a `races=` read). */
function partOf(whole: readonly Opportunity[], races: readonly string[]): { rows: Opportunity[]; after: (string | null)[] } {
  const named = new Set(races);
  const rows: Opportunity[] = [];
  const after: (string | null)[] = [];
  let anchor: string | null = null;
  for (const row of whole) {
    if (!named.has(row.extRaceId)) anchor = row.id;
    else {
      rows.push(row);
      after.push(anchor);
    }
  }
  return { rows, after };
}
