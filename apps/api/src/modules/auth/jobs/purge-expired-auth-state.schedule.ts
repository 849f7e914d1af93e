/** Every 10 minutes: expired sessions and spent login counters are deleted. */
export const PURGE_EXPIRED_AUTH_STATE_CRON = '0 */10 * * * *';
