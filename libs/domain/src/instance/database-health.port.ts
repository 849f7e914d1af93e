/**
 * Port: whether this instance's database answers and its schema is complete, for the health and
 * readiness checks (docs/architecture.md §2). Each call may take as long as the database does: the
 * caller bounds it.
 */
export abstract class DatabaseHealth {
  /** Resolves true when a trivial statement comes back; rejects or resolves false otherwise. */
  abstract answers(): Promise<boolean>;

  /** Whether some migration of this build has not run on the database yet. */
  abstract migrationsPending(): Promise<boolean>;
}
