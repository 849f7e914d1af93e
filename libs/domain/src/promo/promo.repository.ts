import type { Transaction } from '../common/transaction.port';
import type { Promo } from './promo';

/** What storing a promo takes: the store assigns id and createdAt. */
export type NewPromo = Omit<Promo, 'id' | 'createdAt'>;

/** What may change in a promo after it is created (its author and visibility stay). */
export type PromoChanges = Partial<Omit<NewPromo, 'createdBy' | 'visibility'>>;

/** A promo as the Promo Manager lists it: with its author's name. */
export interface PromoListing extends Promo {
  createdByName: string | null;
}

/**
 * Port of the promo store. Every write, by any code or by hand in SQL, changes `version()`, so
 * caches built from promos know when to rebuild.
 */
export abstract class PromoRepository {
  /** Every promo, global and personal, by creation time then id (for caches serving every viewer). */
  abstract findAll(): Promise<Promo[]>;

  /** What a user sees: every global promo plus that user's personal ones, by creation time then id. */
  abstract findVisibleTo(userId: string): Promise<Promo[]>;

  /** A number that changes whenever a promo is created, changed or deleted. */
  abstract version(): Promise<number>;

  abstract create(promo: NewPromo, tx?: Transaction): Promise<Promo>;

  /** True when the promo existed. */
  abstract delete(id: string, tx?: Transaction): Promise<boolean>;

  /** The promos a user sees (global, and their own personal ones), newest first, with author names. */
  abstract listVisibleTo(userId: string): Promise<PromoListing[]>;

  abstract findById(id: string): Promise<Promo | null>;

  /** The stored promo after the change, or null when it does not exist. */
  abstract update(id: string, changes: PromoChanges, tx?: Transaction): Promise<Promo | null>;

  /** Deletes the promos a user may clear (global ones and their own personal ones); returns their ids. */
  abstract deleteVisibleTo(userId: string, tx?: Transaction): Promise<string[]>;
}
