import type { Transaction } from '../common/transaction.port';
import type { Boost } from './boost';

/** What storing a boost takes: the store assigns the id. */
export type NewBoost = Omit<Boost, 'id'>;

/**
 * Port of the boost store. Every write, by any code or by hand in SQL, changes `version()`, so
 * caches built from boosts know when to rebuild.
 */
export abstract class BoostRepository {
  /** Boosts with isActive set, by creation time then id. */
  abstract findActive(): Promise<Boost[]>;

  /** A number that changes whenever a boost is created, changed or deleted. */
  abstract version(): Promise<number>;

  abstract create(boost: NewBoost, tx?: Transaction): Promise<Boost>;

  /** Stores every boost or none (one transaction: `tx` when given). */
  abstract createAll(boosts: readonly NewBoost[], tx?: Transaction): Promise<Boost[]>;

  abstract findById(id: string): Promise<Boost | null>;

  /** True when the boost existed. */
  abstract delete(id: string, tx?: Transaction): Promise<boolean>;
}
