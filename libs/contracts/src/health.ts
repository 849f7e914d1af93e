/** `GET /api/health/live`: the process answers. */
export interface LivenessResponse {
  status: 'ok';
}

/**
 * `GET /api/health`: anonymous callers (probes, load balancers) learn only whether the service is
 * up; a signed-in user also sees the database; an admin also the version and uptime (which help
 * an attacker pick exploits and time restarts).
 */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  db?: 'up' | 'down';
  version?: string;
  uptimeSeconds?: number;
}

/** `GET /api/health/ready` (200 when ready, else 503; docs/architecture.md §2). */
export interface ReadinessResponse {
  status: 'ready' | 'not_ready';
  /** Ready to take traffic: not shutting down, the database answers and every migration has run. */
  ready: boolean;
  /** `unknown` once the instance is shutting down: not asked, and not ready whatever it would say. */
  database: 'up' | 'down' | 'unknown';
  migrations: 'done' | 'pending' | 'unknown';
  /** The feed's data (shared by every instance): reported, never a reason to leave the pool. */
  feed: 'fresh' | 'stale' | 'unknown';
}
