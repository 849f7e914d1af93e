import { toHealthResponse, toReadinessResponse } from './health.presenter';

describe('health presenter', () => {
  it('should tell each caller only what the check allows', () => {
    expect(toHealthResponse({ database: 'down' })).toEqual({ status: 'degraded' });
    expect(toHealthResponse({ database: 'up', caller: 'anonymous' })).toEqual({ status: 'ok' });
    expect(toHealthResponse({ database: 'up', caller: 'signed_in' })).toEqual({ status: 'ok', db: 'up' });
    expect(
      JSON.stringify(toHealthResponse({ database: 'up', caller: 'admin', version: '1.2.3', uptimeSeconds: 42 })),
    ).toBe('{"status":"ok","db":"up","version":"1.2.3","uptimeSeconds":42}');
  });

  it('should put the verdict in words first, then what it rests on', () => {
    expect(
      JSON.stringify(toReadinessResponse({ ready: false, database: 'up', migrations: 'pending', feed: 'stale' })),
    ).toBe('{"status":"not_ready","ready":false,"database":"up","migrations":"pending","feed":"stale"}');
  });
});
