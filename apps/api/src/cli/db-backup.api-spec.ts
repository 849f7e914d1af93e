import { PromoRepository } from '@overlay/domain';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../test/support/accounts';
import type { TestAccount } from '../../test/support/accounts';
import { handRace } from '../../test/support/hand-race';
import { snapshotFile } from '../../test/support/market-snapshots';
import type { SnapshotFile } from '../../test/support/market-snapshots';
import { newPromo } from '../../test/support/promos';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import type { TestDatabase } from '../../test/support/test-database';
import { RefreshMarketsUseCase } from '../modules/refresh';
import { runDbCli } from './db-cli.runner';

/** docs/operations.md §6: a backup restored into a new database holds everything but the sessions. */
describe('Database backup and restore (e2e)', () => {
  let source: TestApp;
  let feed: SnapshotFile;
  let member: TestAccount;
  let folder: string;
  const restored: TestDatabase[] = [];

  beforeAll(async () => {
    feed = snapshotFile({ generatedAt: new Date().toISOString(), races: [handRace('bk-r1', 120, Date.now(), 4)] });
    source = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await source.app.get(RefreshMarketsUseCase).forceRefresh();
    folder = mkdtempSync(join(tmpdir(), 'overlay-backup-'));
    member = await createAccount(source, { name: 'Zoë Backup' });
    const cookie = await sessionCookieFor(source, member);
    const editor = await sessionCookieFor(source, await createAccount(source, { role: 'promo_editor' }));
    const promo = await source.app.get(PromoRepository).create(newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }));
    const send = (method: 'post' | 'patch', path: string, as: string, body: object, status: number) =>
      request(source.server)[method](path).set('Cookie', as).send(body).expect(status);
    await send('post', '/api/boosts', editor, { bookmaker: 'Sportsbet', boostType: 'FIXED_PLACE_K2', raceExtId: 'bk-r1', runnerExtId: 'bk-r1-2', boostedOdds: 2.4 }, 201);
    await send('post', '/api/bets', cookie, { extRaceId: 'bk-r1', runnerNumber: 2, bookmaker: 'sportsbet', price: 4.4, stake: 12.34, promoId: promo.id, notes: 'backed up' }, 201);
    await send('patch', '/api/users/me/notifications', cookie, { threshold: 23 }, 200);
    await send('patch', '/api/users/me/betting', cookie, { bankroll: 1234.5, kellyFraction: 0.25 }, 200);
  });

  afterAll(async () => {
    await source.close();
    for (const database of restored) await database.drop();
    rmSync(folder, { recursive: true, force: true });
    feed.remove();
  });

  async function cli(url: string, ...argv: string[]) {
    const lines: string[] = [];
    const code = await runDbCli(argv, { DATABASE_URL: url }, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
    return { code, out: lines.join('\n') };
  }

  const KEPT = ['users', 'promos', 'boosts', 'bets', 'notification_settings', 'user_betting_settings', 'audit_log', 'races', 'runners', 'bookmaker_prices', 'feed_sources'];
  const contents = async (url: string, table: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(`SELECT row_to_json(t)::text AS r FROM ${table} t ORDER BY 1`)).rows;
    } finally {
      await client.end();
    }
  };

  it('should restore every user, promo, boost, bet and setting into a new database, and drop the sessions', async () => {
    const file = join(folder, 'overlay.backup.gz');
    const backup = await cli(source.database.url, 'backup', file);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.out).toMatch(/^Backed up \d+ rows \(2 users, 1 promos, 1 boosts, 1 bets\) to /);

    const target = await createTestDatabase();
    restored.push(target);
    expect(await cli(target.url, 'restore', file)).toMatchObject({ code: 0 });
    const empty: string[] = [];
    for (const table of KEPT) {
      const before = await contents(source.database.url, table);
      expect({ table, rows: await contents(target.url, table) }).toEqual({ table, rows: before });
      if (before.length === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
    expect(await contents(target.url, 'sessions')).toEqual([]);

    // The restored database serves: the member signs in with the same password and sees the bet.
    const restoredApp = await createTestApp({}, { database: target });
    try {
      const agent = request.agent(restoredApp.server);
      await agent.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
      const bets = await agent.get('/api/bets').expect(200);
      expect(JSON.stringify(bets.body)).toContain('backed up');
      // Identity sequences moved past the restored ids: new audit rows insert.
      await agent.patch('/api/users/me/notifications').send({ threshold: 24 }).expect(200);
    } finally {
      await restoredApp.close();
    }
  });

  it('should refuse a database that already has users, and a file cut short, changing nothing', async () => {
    const file = join(folder, 'again.backup.gz');
    expect((await cli(source.database.url, 'backup', file)).code).toBe(0);
    const refused = await cli(source.database.url, 'restore', file);
    expect(refused).toEqual({ code: 1, out: 'Error: The target database already has users: restore into a new database.' });

    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const cut = join(folder, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    const target = await createTestDatabase();
    restored.push(target);
    expect(await cli(target.url, 'restore', cut)).toEqual({
      code: 1,
      out: 'Error: The backup file is cut short (no end line): it cannot be restored.',
    });
    expect(await contents(target.url, 'users')).toEqual([]);
  });

  it('should answer usage with exit code 2', async () => {
    expect((await cli(source.database.url, 'restore')).code).toBe(2);
    expect((await cli(source.database.url, 'dump')).code).toBe(2);
  });
});
