import { SetMetadata } from '@nestjs/common';

export const SESSION_CHECK_REUSE_MS = 'sessionCheckReuseMs';

/**
 * Lets a hot read-only route reuse a session's database check for up to `ms` (the session guard
 * still refuses it past its expiry). Reuse happens only while the auth change feed listens, and
 * any change to the user's role, active flag or password, or the session's deletion, from any
 * instance, the CLI or SQL, drops it within milliseconds (`AuthChangeFeed`). Every other route
 * checks the session in the database on each call.
 */
export const ReuseSessionCheck = (ms: number) => SetMetadata(SESSION_CHECK_REUSE_MS, ms);
