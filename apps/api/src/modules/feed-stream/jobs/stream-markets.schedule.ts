/** A streamed batch is stored at most this often: frames between two drains coalesce. */
export const STREAM_FLUSH_MS = 250;
/**
 * Between two batches, the races live pages watch are written at most this often (each write is
 * a data version every instance reads), and at once when they last were longer ago.
 */
export const STREAM_WATCHED_FLUSH_MS = 100;
/** How often the stream is asked whether a watched race changed (a look at a few ids, no query). */
export const STREAM_WATCHED_CHECK_MS = 20;
/** The stream's health is written (and its last frame or heartbeat recorded as the feed's last success) this often. */
export const STREAM_HEALTH_MS = 2_000;
/** A resuming leader rebuilds the races starting from this far back (closed ones included). */
export const STREAM_RESUME_LOOKBACK_MS = 12 * 3_600_000;
export const STREAM_RESUME_AHEAD_MS = 72 * 3_600_000;
/** A race a live page watches is written ahead of the others until this long after its last announcement. */
export const STREAM_WATCHED_EXPIRY_MS = 6_000;
/** The stored races past their start without a result are handed to the stream this often. */
export const STREAM_RESULTS_MS = 15 * 60_000;
