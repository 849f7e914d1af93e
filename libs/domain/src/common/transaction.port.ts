/**
 * An open database transaction, opaque to the application: repositories accept it as an
 * optional last argument so several writes commit or fail together.
 */
export interface Transaction {
  readonly kind: 'transaction';
  /** Runs `action` once the transaction has committed; never when it rolls back. */
  afterCommit(action: () => void): void;
}

/** Port: runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
export abstract class TransactionRunner {
  abstract run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}
