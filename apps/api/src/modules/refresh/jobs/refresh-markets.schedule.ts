import type { AppConfig } from '../../../config/app-config';

/**
 * When the refresh job's lanes run on the leader, in ms: intervals rather than a cron pattern
 * because they come from the configuration (REFRESH_SECONDS, FAST_REFRESH_SECONDS).
 */
export function refreshMarketsSchedule(config: AppConfig): Record<'full' | 'fast', number> {
  return {
    full: Math.max(1, config.refreshSeconds) * 1000,
    fast: config.fastRefreshSeconds * 1000,
  };
}
