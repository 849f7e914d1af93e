/**
 * When the movers windows job runs on the leader: after every stored refresh (`data_refresh`, one
 * pass at a time, a refresh during a pass asks for one more) and on this timer, so a window that
 * slid (older than twice MIN_AGE_MS) or a change it skipped (younger than MIN_AGE_MS then) is
 * stored again within a tick.
 */
export const MOVERS_WINDOWS_EVERY_MS = 5_000;
