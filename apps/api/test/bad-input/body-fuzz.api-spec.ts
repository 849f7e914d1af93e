import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../support/accounts';
import { RefreshMarketsUseCase } from '../../src/modules/refresh';
import { snapshotFile } from '../support/market-snapshots';
import type { SnapshotFile } from '../support/market-snapshots';
import { routeBodyFields } from '../support/route-body-fields';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { AUTHORIZATION_MATRIX } from '../authz/authorization-matrix';
import type { AuthorizationRow, MatrixFixtures } from '../authz/authorization-matrix';
import { bodiesNear } from './body-fuzz';
import { firstId, FUZZ_TARGETS, fuzzMarket } from './fuzz-targets';

/**
 * Bodies to each route that takes one, and a quarter as many to each that takes none (two run a
 * whole market refresh per call): about 2,900 in all (the probe sent 2,736).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 110);
const RUNS_PER_BODILESS_ROUTE = Math.ceil(RUNS_PER_ROUTE / 4);
/** Fixed, so a run is repeatable; FUZZ_SEED=<n> explores others (a failure prints its seed and path). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261206);

const ROUTES = AUTHORIZATION_MATRIX.filter((row) => row.method !== 'GET' && !row.stream);

/**
 * Every route that takes a body gets bodies near its valid one (body-fuzz.ts), each as an admin
 * on a fresh session (an admin reaches every handler; a body that logs out or changes the
 * caller spoils nothing after it). Whatever the body, the answer is never 5xx: a bad one is a 4xx
 * with a message, docs/architecture.md §5.
 */
describe('Body fuzz (e2e)', () => {
  let testApp: TestApp;
  let fixtures: MatrixFixtures;
  let fields: Map<string, string[]>;
  /** Made before any fuzzing (by the first test): the fuzzed creates may reach a user's limits (20 alert rules…). */
  const targets = new Map<AuthorizationRow, Target>();
  let feed: SnapshotFile;
  let sent = 0;

  beforeAll(async () => {
    feed = snapshotFile(fuzzMarket());
    // A market to name in boosts and bets; webhooks may point at this machine (read from the
    // process's environment when the alerts module boots).
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    fixtures = {
      app: testApp,
      users: {
        member: await createAccount(testApp, { role: 'member' }),
        promo_editor: await createAccount(testApp, { role: 'promo_editor' }),
        admin: await createAccount(testApp, { role: 'admin' }),
      },
      target: await createAccount(testApp, { role: 'member' }),
      unique: () => randomBytes(6).toString('hex'),
    };
    fields = routeBodyFields(testApp);
  });

  afterAll(async () => {
    process.stdout.write(`body fuzz: ${sent} bodies sent to ${ROUTES.length} routes (seed ${SEED})\n`);
    await testApp.close();
    feed.remove();
  });

  it('should cover every route, and know the fields of every body DTO', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
    expect(fields.get('POST /api/promos/bulk')).toEqual(expect.arrayContaining(['bookmaker', 'label', 'venues']));
    expect(fields.get('PATCH /api/users/me/alert-rules/:id')).toEqual(expect.arrayContaining(['minTotalEv', 'minLockedEv', 'minRating']));
    expect(fields.get('POST /api/bets')).toEqual(expect.arrayContaining(['layPrice', 'layStake', 'layCommissionPct']));
    expect(fields.get('PATCH /api/users/me/betting')).toEqual(expect.arrayContaining(['commissionPct', 'retentionSource']));
    expect(fields.get('POST /api/auth/logout')).toEqual(['pushEndpoint']);
    expect(fields.size).toBeGreaterThanOrEqual(20);
    // Every route with a body DTO is fuzzed (a new one needs its authorization-matrix row).
    const fuzzed = new Set(ROUTES.map((row) => `${row.method} ${row.route}`));
    expect([...fields.keys()].filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  // The bodies start from ones the route takes, so they reach its checks and writes, not only
  // the first 400 or 404; the few left are answered before any write, for the reason given. First,
  // before the fuzzing reaches a limit (20 alert rules, a route's rate); the targets it used up
  // (deleted, every promo cleared) are made again for the fuzzing.
  it('should start from a body each route takes', async () => {
    const refused = new Map<string, number>();
    for (const row of ROUTES) {
      const target = await targetOf(row);
      for (const valid of [target.valid, ...target.others]) {
        const response = await send(row, target.path, valid);
        if (response.status >= 300) refused.set(`${row.method} ${row.route}`, response.status);
      }
    }
    expect(Object.fromEntries(refused)).toEqual({
      // The fuzz app has no bot token and no SMTP server.
      'POST /api/users/me/channels/telegram/pairing': 409,
      'PUT /api/users/me/channels/email': 409,
    });
    for (const row of ROUTES) targets.set(row, await targetOf(row));
  });

  it.each(ROUTES.map((row) => [`${row.method} ${row.route}`, row] as const))(
    'should never answer 5xx to %s',
    async (_name, row) => {
      const { path, valid, others } = targets.get(row) ?? (await targetOf(row));
      const near = (body: unknown) => bodiesNear(body, fields.get(`${row.method} ${row.route}`));
      await fc.assert(
        fc.asyncProperty(fc.oneof(near(valid), ...others.map(near)), async (body) => {
          sent += 1;
          const response = await send(row, path, body);
          if (response.status >= 500) {
            throw new Error(`${row.method} ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
          }
        }),
        { numRuns: row.body ? RUNS_PER_ROUTE : RUNS_PER_BODILESS_ROUTE, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );

  /** One body to the route, as the fuzzing admin on a fresh session. */
  async function send(row: AuthorizationRow, path: string, body: unknown) {
    const cookie = await sessionCookieFor(testApp, fixtures.users.admin);
    return request(testApp.server)
      [row.method.toLowerCase() as 'post'](path)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body) ?? 'null');
  }

  /** Where the route is fuzzed and the valid bodies the bodies are made from: a real target when the matrix's row has none. */
  async function targetOf(row: AuthorizationRow): Promise<Target> {
    const setup = FUZZ_TARGETS[`${row.method} ${row.route}`];
    if (setup) {
      const cookie = await sessionCookieFor(testApp, fixtures.users.admin);
      const api = {
        created: async (path: string, body: object) => {
          const response = await request(testApp.server).post(path).set('Cookie', cookie).send(body);
          const id = firstId(response.body);
          if (response.status >= 300 || !id) throw new Error(`POST ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
          return id;
        },
      };
      const target = await setup(api, fixtures.unique);
      return { path: target.path, valid: target.body, others: target.others ?? [] };
    }
    const path = typeof row.path === 'function' ? await row.path(fixtures, 'admin') : (row.path ?? row.route);
    const valid = typeof row.body === 'function' ? await row.body(fixtures, 'admin') : (row.body ?? {});
    return { path, valid, others: [] };
  }
});

interface Target {
  path: string;
  valid: unknown;
  others: unknown[];
}
