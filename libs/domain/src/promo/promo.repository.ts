import type { Promo } from './promo';

/** What storing a promo takes: the store assigns id and createdAt. */
export type NewPromo = Omit<Promo, 'id' | 'createdAt'>;

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

  abstract create(promo: NewPromo): Promise<Promo>;

  /** True when the promo existed. */
  abstract delete(id: string): Promise<boolean>;
}
