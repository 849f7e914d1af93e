import type { OpportunitiesResponse } from '@overlay/domain';
import { createHash } from 'node:crypto';
import { CompressedVariants } from '../../../common/http/compression/compressed-variants';
import type { OpportunityRows } from '../../valuation';

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

/** Valued rows → the JSON of docs/product.md §7, serialised once, tagged, and ready to compress once per coding. */
export function presentOpportunities(rows: OpportunityRows): OpportunitiesReply {
  const { opportunities, lastUpdated, fairPriceMethod, staleRaces, marketAsOf } = rows;
  const response: OpportunitiesResponse = { opportunities, lastUpdated, fairPriceMethod, staleRaces, marketAsOf };
  const body = Buffer.from(JSON.stringify(response), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, variants: new CompressedVariants(body), validUntilMs: rows.validUntilMs };
}
