import type { Transaction } from '../common/transaction.port';
import type { PriceSource } from '../racing/price-sources';
import type { BookmakerRecord } from './bookmaker-record';

/**
 * What adding a custom bookmaker came to: the stored source (added now, or the one the catalogue
 * holds under that name ignoring case), or the existing name the new one could be mistaken for.
 */
export type CustomBookmakerOutcome = { stored: BookmakerRecord; looksLike?: never } | { looksLike: string; stored?: never };

/** Port: the source catalogue (the 17 of docs/product.md §9, seeded, the feed's sources, custom books). */
export abstract class BookmakerRepository {
  /** Every source in catalogue order (byCatalogueOrder). */
  abstract findAll(): Promise<BookmakerRecord[]>;

  /** Names of the switched-on bookmakers (kind bookmaker) in catalogue order: what rows and forms offer. */
  abstract findActiveNames(): Promise<string[]>;

  /**
   * Adds a custom bookmaker, switched on; a name the catalogue holds (ignoring case) is left as it
   * is, switch included, and returned (with the stored spelling). A name that looks like one the
   * catalogue holds (docs/product.md §5) is not added: the database holds that rule, so of two
   * look-alikes added at once one is stored and the other told `looksLike`.
   */
  abstract addCustom(name: string, tx?: Transaction): Promise<CustomBookmakerOutcome>;

  /**
   * Records that a feed declared or priced these sources at `at`: a new name is added (switched
   * on), a known one keeps its spelling and switch, takes the feed's kind and its last-seen time
   * moves. Returns the names it added.
   */
  abstract recordSeen(sources: readonly PriceSource[], at: Date): Promise<string[]>;

  /** Switches a source on or off (admin); null when no source has that name (ignoring case). */
  abstract setActive(name: string, isActive: boolean, tx?: Transaction): Promise<BookmakerRecord | null>;
}
