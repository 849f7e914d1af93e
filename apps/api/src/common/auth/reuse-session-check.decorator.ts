import { SetMetadata } from '@nestjs/common';

export const SESSION_CHECK_REUSE_MS = 'sessionCheckReuseMs';

/**
 * Lets a hot read-only route reuse a session's database check for up to `ms` (the session guard
 * still refuses it past its expiry, and logout, deactivation and role changes in this process
 * drop the reuse at once). Every other route checks the session in the database on each call.
 */
export const ReuseSessionCheck = (ms: number) => SetMetadata(SESSION_CHECK_REUSE_MS, ms);
