import { api } from '../../../lib/api';

/** GET /api/health (apps/api health module): `db` for signed-in users, version and uptime for admins. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  db?: 'up' | 'down';
  version?: string;
  uptimeSeconds?: number;
}

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthResponse, void>({
      query: () => 'api/health',
      providesTags: ['Health'],
    }),
  }),
});

export const { useHealthQuery } = healthApi;
