import { LIVE_REFRESH_OPTIONS_MS } from '@overlay/domain';

/**
 * When the live race fetch job beats on the leader: at every refresh interval a live race page
 * offers (1, 2 and 5 s), each beat fetching the races whose fastest viewer chose it. Intervals
 * rather than a cron pattern: the pages choose them, and a cron line has no sub-second step.
 */
export const LIVE_RACE_FETCH_BEATS_MS = LIVE_REFRESH_OPTIONS_MS;

/** The slowest beat: an announced interval slower than every option is fetched at this one. */
export const LIVE_RACE_FETCH_SLOWEST_MS = Math.max(...LIVE_RACE_FETCH_BEATS_MS);
