import { randomBytes } from 'node:crypto';
import { loadChannelsConfig } from './channels-config';
import type { ChannelsConfig } from './channels-config';

type FeedKind = 'simulated' | 'file' | 'betwatch' | 'betwatch-graphql';
/** The simulated feed's day (docs/feeds.md, "A Saturday"): the week's cards, or every date a Saturday of 110 sources. */
type FeedDay = 'standard' | 'saturday';
const FEED_DAYS: readonly FeedDay[] = ['standard', 'saturday'];

/** Old ODDS_FEED names still accepted: `http` was the GraphQL adapter's name before v1. */
const FEED_ALIASES: Readonly<Record<string, FeedKind>> = { http: 'betwatch-graphql' };

/** Runtime configuration, read once from the environment (README: Configuration). */
export interface AppConfig {
  port: number;
  /** Unset: an embedded PostgreSQL is started under `.data/`. */
  databaseUrl: string | null;
  /** Any one SQL statement of the api's pool is cancelled after this long (DB_STATEMENT_TIMEOUT_MS, default 30000; 0: never). */
  statementTimeoutMs: number;
  /** The same for the leader's jobs' own pool (DB_JOB_STATEMENT_TIMEOUT_MS, default 120000) and the stream ingest's (DB_STREAM_STATEMENT_TIMEOUT_MS, default 60000). */
  jobStatementTimeoutMs: number;
  streamStatementTimeoutMs: number;
  /** Bearer token that `/metrics` requires (METRICS_TOKEN); without one, only loopback scrapers. */
  metricsToken: string | null;
  /** Request log lines: level (LOG_LEVEL, default info; `silent` for none), pretty in development (NODE_ENV=development), file (LOG_DESTINATION, default stdout). */
  log: { level: string; pretty: boolean; destination: string | null };
  embeddedPgPort: number;
  dataDir: string;
  oddsFeed: FeedKind;
  feedSeed: number;
  /** FEED_DAY of the simulated feed (default `standard`). */
  feedDay: FeedDay;
  feedFile: string | null;
  /** FEED_URL; unset: the configured Betwatch adapter's own default host. */
  feedUrl: string | null;
  feedApiKey: string | null;
  refreshSeconds: number;
  referenceStake: number;
  /** A quote older than this many seconds is stale: shown, but left out of the fair price (docs/architecture.md §3). */
  stalePriceSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  sessionSecret: string;
  webDistDir: string | null;
  version: string;
  /** Scheduled jobs (feed polling) run only where enabled; tests switch them off. */
  jobsEnabled: boolean;
  /** Price history older than this many days is pruned (PRICE_HISTORY_DAYS, default 7). */
  priceHistoryDays: number;
  /** Refresh interval of races within 15 minutes of their jump (FAST_REFRESH_SECONDS, default 5). */
  fastRefreshSeconds: number;
  /** How often a non-leader instance tries to take the leader lock (LEADER_RETRY_SECONDS, default 5). */
  leaderRetrySeconds: number;
  /** On SIGTERM, how long in-flight requests may take before their connections are cut (SHUTDOWN_GRACE_MS, default 10000). */
  shutdownGraceMs: number;
  /**
   * How long valuation trusts its in-memory serving state and promo catalog before re-reading
   * their versions (VALUATION_RECHECK_MS, default 1000): events invalidate them at once, the
   * re-check bounds how stale a missed change can be.
   */
  valuationRecheckMs: number;
  /** `/api/events` (docs/product.md §4 Live updates). */
  eventStream: EventStreamConfig;
  /** Push, Telegram and email alert channels. */
  channels: ChannelsConfig;
}

interface EventStreamConfig {
  /** Comment lines that keep idle streams open (EVENTS_HEARTBEAT_MS, default 15000). */
  heartbeatMs: number;
  /** At most one data_refresh per stream in this time (EVENTS_REFRESH_COALESCE_MS, default 5000). */
  refreshCoalesceMs: number;
  /** At most one races_changed per stream in this time (EVENTS_RACES_BATCH_MS, default 250; docs/architecture.md, "The dashboard follows the market"). */
  racesBatchMs: number;
  /** Events kept for reconnects with Last-Event-ID. */
  replayCapacity: number;
  /** A stream whose unsent bytes pass this is dropped. */
  maxBufferedBytes: number;
  /** Open streams one user may hold per hub (events, live races) on one instance; the oldest is ended first (EVENT_STREAMS_PER_USER, default 6). */
  streamsPerUser: number;
}

const FEED_KINDS: readonly FeedKind[] = ['simulated', 'file', 'betwatch', 'betwatch-graphql'];

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const named = (env.ODDS_FEED ?? 'simulated').trim().toLowerCase();
  const oddsFeed = (FEED_ALIASES[named] ?? named) as FeedKind;
  if (!FEED_KINDS.includes(oddsFeed)) {
    throw new Error(`ODDS_FEED must be one of ${FEED_KINDS.join(', ')} or http (got "${env.ODDS_FEED}")`);
  }
  if (oddsFeed === 'file' && !env.FEED_FILE) {
    throw new Error('ODDS_FEED=file needs FEED_FILE, the path of a snapshot JSON file');
  }
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    log: {
      level: env.LOG_LEVEL?.trim() || 'info',
      pretty: env.NODE_ENV === 'development',
      destination: env.LOG_DESTINATION?.trim() || null,
    },
    statementTimeoutMs: positiveInt(env.DB_STATEMENT_TIMEOUT_MS, 30_000, 'DB_STATEMENT_TIMEOUT_MS'),
    jobStatementTimeoutMs: positiveInt(env.DB_JOB_STATEMENT_TIMEOUT_MS, 120_000, 'DB_JOB_STATEMENT_TIMEOUT_MS'),
    streamStatementTimeoutMs: positiveInt(env.DB_STREAM_STATEMENT_TIMEOUT_MS, 60_000, 'DB_STREAM_STATEMENT_TIMEOUT_MS'),
    embeddedPgPort: positiveInt(env.EMBEDDED_PG_PORT, 5433, 'EMBEDDED_PG_PORT'),
    dataDir: env.DATA_DIR?.trim() || '.data',
    oddsFeed,
    feedSeed: positiveInt(env.FEED_SEED, 42, 'FEED_SEED'),
    feedDay: feedDayOf(env.FEED_DAY),
    feedFile: env.FEED_FILE?.trim() || null,
    feedUrl: env.FEED_URL?.trim() || null,
    feedApiKey: env.FEED_API_KEY?.trim() || null,
    refreshSeconds: positiveInt(env.REFRESH_SECONDS, 60, 'REFRESH_SECONDS'),
    referenceStake: positiveNumber(env.REFERENCE_STAKE, 50, 'REFERENCE_STAKE'),
    stalePriceSeconds: positiveNumber(env.STALE_PRICE_SECONDS, 120, 'STALE_PRICE_SECONDS'),
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    // A per-process secret still works for one instance; several instances must share one.
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString('hex'),
    webDistDir: env.WEB_DIST_DIR?.trim() || null,
    version: env.npm_package_version || process.env.OVERLAY_VERSION || '0.1.0',
    jobsEnabled: env.JOBS_ENABLED !== 'false',
    priceHistoryDays: positiveNumber(env.PRICE_HISTORY_DAYS, 7, 'PRICE_HISTORY_DAYS'),
    fastRefreshSeconds: positiveNumber(env.FAST_REFRESH_SECONDS, 5, 'FAST_REFRESH_SECONDS'),
    leaderRetrySeconds: positiveNumber(env.LEADER_RETRY_SECONDS, 5, 'LEADER_RETRY_SECONDS'),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    valuationRecheckMs: positiveInt(env.VALUATION_RECHECK_MS, 1000, 'VALUATION_RECHECK_MS'),
    eventStream: {
      heartbeatMs: positiveInt(env.EVENTS_HEARTBEAT_MS, 15_000, 'EVENTS_HEARTBEAT_MS'),
      refreshCoalesceMs: positiveInt(env.EVENTS_REFRESH_COALESCE_MS, 5000, 'EVENTS_REFRESH_COALESCE_MS'),
      racesBatchMs: positiveInt(env.EVENTS_RACES_BATCH_MS, 250, 'EVENTS_RACES_BATCH_MS'),
      replayCapacity: 1000,
      maxBufferedBytes: 1024 * 1024,
      streamsPerUser: positiveInt(env.EVENT_STREAMS_PER_USER, 6, 'EVENT_STREAMS_PER_USER') || 1,
    },
    channels: loadChannelsConfig(env),
  };
}

function feedDayOf(raw: string | undefined): FeedDay {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return 'standard';
  if (!FEED_DAYS.includes(value as FeedDay)) throw new Error(`FEED_DAY must be one of ${FEED_DAYS.join(', ')} (got "${raw}")`);
  return value as FeedDay;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number (got "${raw}")`);
  }
  return value;
}

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  }
  return value;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
