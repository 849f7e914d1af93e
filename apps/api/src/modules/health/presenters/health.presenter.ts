import type { HealthResponse, ReadinessResponse } from '@overlay/contracts';
import type { HealthCheck } from '../application/check-health.use-case';
import type { Readiness } from '../application/check-readiness.use-case';

/** `GET /api/health`'s reply: each caller told as much as the check allows (docs/architecture.md §2). */
export function toHealthResponse(check: HealthCheck): HealthResponse {
  if (check.database === 'down') return { status: 'degraded' };
  if (check.caller === 'anonymous') return { status: 'ok' };
  if (check.caller === 'signed_in') return { status: 'ok', db: 'up' };
  return { status: 'ok', db: 'up', version: check.version, uptimeSeconds: check.uptimeSeconds };
}

/** `GET /api/health/ready`'s reply: the verdict in words, then what it rests on. */
export function toReadinessResponse(readiness: Readiness): ReadinessResponse {
  return { status: readiness.ready ? 'ready' : 'not_ready', ...readiness };
}
