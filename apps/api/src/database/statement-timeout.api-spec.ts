import { Client } from 'pg';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../test/support/accounts';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';

// A probe's /api/movers ran for minutes without planner statistics and filled the pool: any one
// statement of the api's pool is cancelled after DB_STATEMENT_TIMEOUT_MS. The request it served
// is answered 503 with Retry-After (the server is busy), and a write leaves nothing behind.
describe('Statement timeout of the pool', () => {
  let testApp: TestApp;
  let editor: string;
  let locker: Client;

  beforeAll(async () => {
    testApp = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '300' });
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
  });

  afterAll(() => testApp.close());

  /** Holds an exclusive lock on `table` (another session's long transaction) while `work` runs. */
  async function whileLocked<T>(table: string, work: () => Promise<T>): Promise<T> {
    locker = new Client({ connectionString: testApp.database.url });
    await locker.connect();
    await locker.query(`BEGIN; LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    try {
      return await work();
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  }

  it('cancels a statement running past DB_STATEMENT_TIMEOUT_MS and keeps serving', async () => {
    const started = Date.now();
    await expect(queryDb(testApp, 'SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await queryDb(testApp, "SELECT current_setting('statement_timeout') AS value")).toEqual([{ value: '300ms' }]);
  });

  it('answers a read cut by the timeout 503 with Retry-After, not 500', async () => {
    const response = await whileLocked('promos', () => request(testApp.server).get('/api/promos').set('Cookie', editor));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({ statusCode: 503, message: 'The server is busy right now. Try again in a moment.', error: 'Service Unavailable' });
    expect((await request(testApp.server).get('/api/promos').set('Cookie', editor)).status).toBe(200);
  });

  it('stores neither the promo nor its audit row when writing the audit row times out', async () => {
    const response = await whileLocked('audit_log', () =>
      request(testApp.server).post('/api/promos/bulk').set('Cookie', editor).send({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(await queryDb(testApp, 'SELECT id FROM promos')).toEqual([]);
    expect(await queryDb(testApp, "SELECT id FROM audit_log WHERE action LIKE 'promo.%'")).toEqual([]);
  });
});
