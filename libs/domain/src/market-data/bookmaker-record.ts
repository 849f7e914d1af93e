import type { SourceKind } from '../racing/price-sources';

/**
 * A source of the catalogue (docs/feeds.md, "The source catalogue"): the 17 of docs/product.md §9
 * (seeded), every source a feed declared or priced, and custom bookmakers added by promo editors.
 */
export interface BookmakerRecord {
  name: string;
  kind: SourceKind;
  /** Off when an admin switched the source off: it then leaves every view and the fair price. */
  isActive: boolean;
  isCustom: boolean;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** When a feed first and last declared or priced it (ISO-8601 UTC); null for a book no feed named yet. */
  firstSeenAt: string | null;
  lastSeenAt: string | null;
}
