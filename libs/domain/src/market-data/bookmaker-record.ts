/** A bookmaker the product knows: the 17 of docs/product.md §9 plus custom ones added by promo editors. */
export interface BookmakerRecord {
  name: string;
  isActive: boolean;
  isCustom: boolean;
  /** ISO-8601 UTC. */
  createdAt: string;
}
