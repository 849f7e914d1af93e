import type { AppConfig } from '../../../config/app-config';

/** Price history is pruned this often (and when an instance starts leading). */
const PRUNE_HISTORY_EVERY_MS = 3_600_000;

/**
 * When the refresh job's tasks run on the leader, in ms: intervals rather than a cron pattern
 * because they come from the configuration (REFRESH_SECONDS, FAST_REFRESH_SECONDS).
 */
export function refreshMarketsSchedule(config: AppConfig): Record<'full' | 'fast' | 'prune', number> {
  return {
    full: Math.max(1, config.refreshSeconds) * 1000,
    fast: config.fastRefreshSeconds * 1000,
    prune: PRUNE_HISTORY_EVERY_MS,
  };
}
