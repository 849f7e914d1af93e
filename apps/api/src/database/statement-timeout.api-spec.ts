import { queryDb } from '../../test/support/accounts';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';

// A probe's /api/movers ran for minutes without planner statistics and filled the pool: any one
// statement of the api's pool is cancelled after DB_STATEMENT_TIMEOUT_MS.
describe('Statement timeout of the pool', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '300' });
  });

  afterAll(() => testApp.close());

  it('cancels a statement running past DB_STATEMENT_TIMEOUT_MS and keeps serving', async () => {
    const started = Date.now();
    await expect(queryDb(testApp, 'SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await queryDb(testApp, "SELECT current_setting('statement_timeout') AS value")).toEqual([{ value: '300ms' }]);
  });
});
