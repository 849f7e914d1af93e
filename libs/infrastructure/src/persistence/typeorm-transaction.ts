import { TransactionRunner } from '@overlay/domain';
import type { Transaction } from '@overlay/domain';
import type { DataSource, EntityManager } from 'typeorm';

/** The TypeORM side of the opaque `Transaction`: the manager bound to the open transaction. */
export class TypeOrmTransaction implements Transaction {
  readonly kind = 'transaction' as const;
  private readonly committed: (() => void)[] = [];

  constructor(readonly manager: EntityManager) {}

  afterCommit(action: () => void): void {
    this.committed.push(action);
  }

  /** The runner calls this once PostgreSQL has committed. */
  runCommitted(): void {
    for (const action of this.committed.splice(0)) action();
  }
}

/** The manager to run a query with: the transaction's when given, else the pool's. */
export function managerFor(dataSource: DataSource, tx?: Transaction): EntityManager {
  if (!tx) return dataSource.manager;
  if (!(tx instanceof TypeOrmTransaction)) throw new Error('Not a TypeORM transaction');
  return tx.manager;
}

/**
 * Runs `work` in a transaction of its own, or within `tx` when given (a savepoint there, so a
 * repository's several statements still commit or fail together, and with the caller's).
 */
export function transactionWithin<T>(dataSource: DataSource, tx: Transaction | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return managerFor(dataSource, tx).transaction(work);
}

/** Runs SQL inside `tx` (a TypeORM transaction), for code outside the repositories (the outbox). */
export function transactionQuery(tx: Transaction): (sql: string, params: unknown[]) => Promise<unknown[]> {
  if (!(tx instanceof TypeOrmTransaction)) throw new Error('Not a TypeORM transaction');
  return (sql, params) => tx.manager.query(sql, params) as Promise<unknown[]>;
}

export class TypeOrmTransactionRunner extends TransactionRunner {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let tx: TypeOrmTransaction | undefined;
    const result = await this.dataSource.transaction((manager) => work((tx = new TypeOrmTransaction(manager))));
    tx?.runCommitted();
    return result;
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
