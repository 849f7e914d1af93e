import { TransactionRunner } from '@overlay/domain';
import type { Transaction } from '@overlay/domain';
import type { DataSource, EntityManager } from 'typeorm';

/** The TypeORM side of the opaque `Transaction`: the manager bound to the open transaction. */
export class TypeOrmTransaction implements Transaction {
  readonly kind = 'transaction' as const;

  constructor(readonly manager: EntityManager) {}
}

/** The manager to run a query with: the transaction's when given, else the pool's. */
export function managerFor(dataSource: DataSource, tx?: Transaction): EntityManager {
  if (!tx) return dataSource.manager;
  if (!(tx instanceof TypeOrmTransaction)) throw new Error('Not a TypeORM transaction');
  return tx.manager;
}

export class TypeOrmTransactionRunner extends TransactionRunner {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TypeOrmTransaction(manager)));
  }
}

/** Rows of an UPDATE/DELETE … RETURNING run through `manager.query` (pg gives [rows, count]). */
export function changedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return (result as T[]) ?? [];
}

/** Row count of an UPDATE/DELETE run through `manager.query`. */
export function changedCount(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  return 0;
}
