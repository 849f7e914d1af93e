import { StaleLeaderError } from '@overlay/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import { outsideOwnPool } from '../persistence/workload-pools';

/** The epoch of the leadership the current async work runs under (undefined: not leader work). */
const fencedEpoch = new AsyncLocalStorage<number>();

/** Runs `work` as leader work of `epoch`: the fenced writes it makes check that epoch. */
export function runFenced<T>(epoch: number, work: () => Promise<T>): Promise<T> {
  return fencedEpoch.run(epoch, work);
}

/**
 * Runs `fn` outside any leader work and its pool: what a job's events set off in other modules
 * (their handlers, the outbox sender) is their own work, neither fenced by the job's epoch nor
 * taking connections from the job's or the stream's pool.
 */
export function outsideLeaderWork<T>(fn: () => T): T {
  return fencedEpoch.exit(() => outsideOwnPool(fn));
}

type Query = (sql: string) => Promise<{ epoch: string }[]>;

/**
 * The stored epoch, read `FOR SHARE`: a column a write's last statement can carry instead of a
 * statement of its own (checked with `checkLeaderEpoch`).
 */
export const LEADER_EPOCH_SHARED = '(SELECT epoch FROM leader_epoch WHERE id = 1 FOR SHARE)';

/**
 * Called inside a write's transaction, as its last statement: leader work whose epoch is no
 * longer the stored one throws StaleLeaderError, so the transaction rolls back (docs/operations.md
 * §5). `FOR SHARE` makes a new leader's epoch bump wait until this transaction ends, so a write
 * that passed the check commits before the next leader starts. Work that is not leader work (a
 * user's own refresh) is not checked.
 */
export async function assertLeaderEpoch(query: Query): Promise<void> {
  if (fencedEpoch.getStore() === undefined) return;
  const [row] = await query(`SELECT ${LEADER_EPOCH_SHARED} AS epoch`);
  checkLeaderEpoch(row?.epoch ?? null);
}

/** As assertLeaderEpoch, with the epoch the write's last statement read (LEADER_EPOCH_SHARED). */
export function checkLeaderEpoch(stored: string | number | null): void {
  const epoch = fencedEpoch.getStore();
  if (epoch === undefined) return;
  const current = stored === null ? null : Number(stored);
  if (current !== epoch) throw new StaleLeaderError(epoch, current);
}
