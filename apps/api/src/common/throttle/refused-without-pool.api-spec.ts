import { RateLimitRepository } from '@overlay/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { GetMoversUseCase } from '../../modules/movers/application/get-movers.use-case';
import { RATE_LIMITS } from './limits';

// The probe: one member holding 50 connections on /api/movers had most of them refused (429), yet
// each refusal still took a connection of the request pool (the session check, the route limit's
// count): 41 waiting, another member's median 7 → 100 ms. A refusal must cost the pool nothing
// (docs/operations.md §4).
describe('Refused before the pool (e2e)', () => {
  let testApp: TestApp;
  let cookie: string;
  let checkouts = 0;
  let gate: () => void = () => undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    // Every connection the request pool hands out, counted.
    const driver = testApp.app.get(DataSource).driver as unknown as { obtainMasterConnection: () => Promise<unknown> };
    const obtain = driver.obtainMasterConnection.bind(driver);
    driver.obtainMasterConnection = () => {
      checkouts += 1;
      return obtain();
    };
  });

  afterAll(() => testApp.close());

  // Sent at once (supertest sends when a request is awaited).
  const movers = () =>
    request(testApp.server)
      .get('/api/movers?window=15')
      .set('Cookie', cookie)
      .then((reply) => reply);

  it('should refuse calls past the per-user limit with no connection taken', async () => {
    // Two slow scans under way: the handler waits for the test.
    const held = new Promise<void>((resolve) => (gate = resolve));
    const execute = jest.spyOn(testApp.app.get(GetMoversUseCase), 'execute').mockImplementation(async () => {
      await held;
      return { window: 15, generatedAt: new Date().toISOString(), steamers: [], drifters: [] } as never;
    });
    const running = [movers(), movers()];
    try {
      for (let i = 0; i < 200 && execute.mock.calls.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(execute).toHaveBeenCalledTimes(2);
      const before = checkouts;
      const refused = await Promise.all(Array.from({ length: 20 }, () => movers()));
      expect(refused.map((reply) => [reply.status, reply.headers['retry-after']])).toEqual(refused.map(() => [429, '1']));
      // Before: two per refusal (the session check, the route limit's count).
      expect(checkouts - before).toBe(0);
    } finally {
      gate();
    }
    expect((await Promise.all(running)).map((reply) => reply.status)).toEqual([200, 200]);
    execute.mockRestore();
  });

  it('should refuse a caller over the route limit from memory until its window ends', async () => {
    const hit = jest.spyOn(testApp.app.get(RateLimitRepository), 'hit');
    const execute = jest
      .spyOn(testApp.app.get(GetMoversUseCase), 'execute')
      .mockResolvedValue({ window: 15, generatedAt: new Date().toISOString(), steamers: [], drifters: [] } as never);
    const statuses: number[] = [];
    // Two of the limit went to the calls above.
    for (let i = 0; i < RATE_LIMITS.movers.limit - 2 + 1; i += 1) statuses.push((await movers()).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.movers.limit - 2);
    expect(statuses.at(-1)).toBe(429);
    const counted = hit.mock.calls.length;
    const again = await Promise.all(Array.from({ length: 10 }, () => movers()));
    expect(again.map((reply) => reply.status)).toEqual(again.map(() => 429));
    expect(Number(again[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(hit.mock.calls.length - counted).toBe(0);
    hit.mockRestore();
    execute.mockRestore();
  });
});
