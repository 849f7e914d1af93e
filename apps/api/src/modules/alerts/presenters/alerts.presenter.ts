import type { AlertsResult } from '../application/get-alerts.use-case';

/** The JSON shape of `GET /api/alerts` (snake_case or camelCase: as the spec says). */
export interface AlertsResponse {
  viewerId: string;
  at: string;
}

export function toAlertsResponse(result: AlertsResult): AlertsResponse {
  return { viewerId: result.viewerId, at: result.at.toISOString() };
}
