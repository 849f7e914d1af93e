import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_BETWATCH_KEY, FakeBetwatchServer } from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';

jest.setTimeout(60_000);

// A stop (SIGTERM runs these same shutdown hooks) while the leader follows the Betwatch stream
// and changes are still coming: the last batch and its events are stored while the database is
// there, the LISTEN connection ends as a stop, and nothing is logged as a failure.
describe('Stopping while the stream is followed', () => {
  it('should stop in order and quietly: no failed query, no lost connection', async () => {
    const fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
    await fake.start();
    const app = await createTestApp({
      ODDS_FEED: 'betwatch',
      FEED_URL: fake.url,
      FEED_API_KEY: FAKE_BETWATCH_KEY,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
    });
    try {
      const admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
      const ping = async () => (await request(app.server).get('/api/betwatch/ping').set('Cookie', admin)).body;
      expect((await eventually(ping, (body) => body.stream?.state === 'live', 20_000)).stream.state).toBe('live');
      const said: string[] = [];
      const errors = jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void said.push(parts.join(' ')));
      const warnings = jest
        .spyOn(Logger.prototype, 'warn')
        .mockImplementation((message: unknown) => void said.push(String(message)));
      try {
        // Changes in flight as the stop comes: the last batch and its data_refresh go out during it.
        fake.day.pulse(50);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await app.close();
      } finally {
        errors.mockRestore();
        warnings.mockRestore();
      }
      expect(said).toEqual([]);
    } finally {
      await fake.stop();
    }
  });
});
