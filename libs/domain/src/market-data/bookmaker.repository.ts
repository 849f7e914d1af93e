import type { BookmakerRecord } from './bookmaker-record';

/** Port: the bookmaker list (the 17 of docs/product.md §9, seeded, plus custom ones). */
export abstract class BookmakerRepository {
  /** Static ones in the spec's order, then custom ones by name. */
  abstract findAll(): Promise<BookmakerRecord[]>;

  abstract findActiveNames(): Promise<string[]>;

  /**
   * Adds a custom bookmaker, or reactivates the one whose name matches ignoring case;
   * returns the stored record (with the stored spelling).
   */
  abstract addCustom(name: string): Promise<BookmakerRecord>;
}
