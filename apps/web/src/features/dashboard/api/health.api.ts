import { api } from '../../../lib/api';

/** GET /api/health (apps/api health module). */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
  version: string;
  uptimeSeconds: number;
}

export const healthApi = api
  .enhanceEndpoints({ addTagTypes: ['Health'] })
  .injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthResponse, void>({
      query: () => 'api/health',
      providesTags: ['Health'],
    }),
  }),
});

export const { useHealthQuery } = healthApi;
