/**
 * PostgreSQL advisory lock keys of the api, one per purpose, so no two uses collide. The values
 * are arbitrary constants; changing one breaks the mutual exclusion with instances still running
 * the old value.
 */
export const ADVISORY_LOCK_KEYS = {
  /** Session lock held by the instance that polls feeds and runs scheduled jobs. */
  leader: 7_342_001,
  /** Transaction lock around one market-data ingest, whichever instance runs it. */
  marketIngest: 7_342_002,
} as const;
