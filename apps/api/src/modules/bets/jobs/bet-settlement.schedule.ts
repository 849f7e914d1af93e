/**
 * When the bet settlement job runs on the leader: after every stored refresh (`data_refresh`, at
 * most one pass at a time, a refresh during a pass asks for one more) and on this timer, so a race
 * whose start passes without any new data still gets its closing prices.
 */
export const BET_SETTLEMENT_EVERY_MS = 30_000;
