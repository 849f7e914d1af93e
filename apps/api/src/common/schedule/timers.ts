/**
 * Every timer of the api, by name: the only place a scheduled thing is named. Each runs through
 * @nestjs/schedule, the fixed ones as `@Cron` (cron) and the rest as intervals registered with
 * its `SchedulerRegistry` by `ScheduledTimers` (their periods come from the configuration or from
 * what viewers asked for). `SchedulerRegistry.getIntervals()` lists what runs now.
 */
export const TIMERS = {
  /** Cron, every instance: expired sessions and spent login counters are deleted. */
  purgeExpiredAuthState: 'purge-expired-auth-state',
  /** Every instance with JOBS_ENABLED: try to take the leader lock, or check it is still held. */
  leaderElection: 'leader-election',
  /** Leader, polled feeds: full refresh every REFRESH_SECONDS. */
  refreshFull: 'refresh-markets.full',
  /** Leader, polled feeds: races near their jump every FAST_REFRESH_SECONDS. */
  refreshFast: 'refresh-markets.fast',
  /** Leader: hourly price history prune (also on taking the lead). */
  pruneHistory: 'ingest.prune-history',
  /** Leader, streaming feed: store what the stream drained. */
  streamFlush: 'stream-markets.flush',
  /** Leader, streaming feed: store the races live pages watch when they changed, between batches. */
  streamWatched: 'stream-markets.watched',
  /** Leader, streaming feed: record the stream's health. */
  streamHealth: 'stream-markets.health',
  /** Leader, streaming feed: ask again for the results of stored races that have none. */
  streamResults: 'stream-markets.results',
  /** Leader, polled feed fetching races by id: ask for the results of stored races that have none, as each falls due. */
  polledResults: 'refresh-markets.results',
  /** Leader: store the movers windows that are out of date (also after every data_refresh). */
  moversWindows: 'movers-windows',
  /** Leader: close and settle bets (also after every data_refresh). */
  betSettlement: 'bet-settlement',
  /** Leader: one beat per live refresh option (1, 2, 5 s) fetching the races watched at it. */
  liveRaceFetch: (intervalMs: number) => `live-race-fetch.${intervalMs}`,
  /** Every instance streaming live races: repeat which races it streams, for the leader. */
  liveWatchAnnounce: 'live-watch.announce',
  /** Leader: send the alert deliveries that are due (also at once when deliveries are stored, and when one is due). */
  alertDeliveries: 'alert-deliveries',
  /** Leader, with TELEGRAM_BOT_TOKEN: read the bot's messages (pairing codes). */
  telegramUpdates: 'telegram-updates',
  /** Every instance: one tick per watched race and interval in use. */
  liveRaceTick: (extRaceId: string, intervalMs: number) => `live-race.tick.${extRaceId}.${intervalMs}`,
} as const;
