import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

// Two hand races (test/support/hand-race.ts), Randwick R4 in 120 min and R5 in 150 min, fair win
// chances 0.40, 0.25, 0.15, 0.12, 0.08 by BF Mid. By hand (docs/architecture.md §4.6, EV = (odds × p − 1) × 100):
//   Any-Of R4 runners 3 and 4 at $4.00: p = 0.15 + 0.12 = 0.27, fair $3.7037, EV (4 × 0.27 − 1) × 100 = 8
//   Parlay R5 runner 1 then R4 runner 2 at $12.00: p = 0.40 × 0.25 = 0.10, fair $10,
//     EV (12 × 0.10 − 1) × 100 = 20; listed under R4, the leg race that starts first.
interface Row {
  id: string;
  extRaceId: string;
  runnerNumber: number;
  runnerName: string;
  price: number;
  fairPrice: number;
  ev: number;
  promoEV: number;
  totalEV: number;
  bonusPct: number | null;
  isBoosted: boolean;
  boostedFrom: number | null;
  boostType: string | null;
  boostId: string | null;
  boostMetadata: { probability: number; placeSource: string | null } | null;
}

describe('Any-Of Win and parlay boosts as opportunity rows (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let editor: string;
  let member: string;
  const now = Date.now();
  const snapshot: MarketSnapshot = {
    generatedAt: new Date(now).toISOString(),
    races: [handRace('hand-r1', 120, now, 4), handRace('hand-r2', 150, now, 5)],
  };
  const anyOf = {
    bookmaker: 'Sportsbet',
    boostType: 'ANY_OF_WIN',
    raceExtId: 'hand-r1',
    boostedOdds: 4,
    legs: [{ runnerExtId: 'hand-r1-3' }, { runnerExtId: 'hand-r1-4' }],
  };
  const parlay = {
    bookmaker: 'Sportsbet',
    boostType: 'PARLAY_ALL_WIN',
    boostedOdds: 12,
    legs: [
      { raceExtId: 'hand-r2', runnerExtId: 'hand-r2-1' },
      { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-2' },
    ],
  };
  let anyOfId: string;
  let parlayId: string;

  const boostRows = async (): Promise<Row[]> => {
    const response = await request(testApp.server)
      .get('/api/opportunities?bookmakers=Sportsbet&min_total_ev=-100')
      .set('Cookie', member)
      .expect(200);
    return (response.body.opportunities as Row[]).filter((row) => row.boostId !== null);
  };
  /** The boost rows once they show `ids` (the api re-reads its data version within a second). */
  const rowsShowing = async (ids: string[]): Promise<Row[]> => {
    let rows: Row[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      rows = await boostRows();
      const shown = rows.map((row) => row.boostId).sort();
      if (JSON.stringify(shown) === JSON.stringify([...ids].sort())) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((row) => row.boostId).sort()).toEqual([...ids].sort());
    return rows;
  };
  const activeIds = async (): Promise<string[]> =>
    (
      await request(testApp.server).get('/api/boosts/active').set('Cookie', member).expect(200)
    ).body.boosts.map((boost: { id: string }) => boost.id);
  const publish = async (edit: (copy: MarketSnapshot) => void) => {
    const copy = structuredClone(snapshot);
    edit(copy);
    feed.write(copy);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    const create = (body: object) =>
      request(testApp.server).post('/api/boosts').set('Cookie', editor).send(body).expect(201);
    anyOfId = (await create(anyOf)).body.boost.id;
    parlayId = (await create(parlay)).body.boost.id;
    // Booting the api on a fresh database is slow on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await queryDb(testApp, 'DELETE FROM boosts');
    await testApp.close();
    feed.remove();
  });

  it('should show both boosts as rows with the hand-computed probability and EV', async () => {
    const rows = await rowsShowing([anyOfId, parlayId]);
    const any = rows.find((row) => row.boostId === anyOfId) as Row;
    expect(any).toMatchObject({
      id: `hand-r1:3:Sportsbet:boost:${anyOfId}`,
      extRaceId: 'hand-r1',
      runnerNumber: 3,
      runnerName: 'Runner 3 / Runner 4',
      price: 4,
      promoEV: 0,
      bonusPct: null,
      isBoosted: true,
      boostedFrom: null,
      boostType: 'ANY_OF_WIN',
      boostMetadata: { probability: expect.closeTo(0.27, 9), placeSource: null },
    });
    // The reply gives figures to six decimals (docs/architecture.md §5).
    expect(any.fairPrice).toBeCloseTo(1 / 0.27, 6);
    expect(any.ev).toBeCloseTo(8, 9);
    expect(any.totalEV).toBeCloseTo(8, 9);
    const par = rows.find((row) => row.boostId === parlayId) as Row;
    expect(par).toMatchObject({
      id: `hand-r1:2:Sportsbet:boost:${parlayId}`,
      extRaceId: 'hand-r1',
      runnerNumber: 2,
      runnerName: 'Runner 1 (Randwick R5) / Runner 2',
      price: 12,
      boostType: 'PARLAY_ALL_WIN',
      boostMetadata: { probability: expect.closeTo(0.1, 9), placeSource: null },
    });
    expect(par.fairPrice).toBeCloseTo(10, 9);
    expect(par.ev).toBeCloseTo(20, 9);
    expect(par.totalEV).toBeCloseTo(20, 9);
  });

  it('should void a boost with a scratched leg: the parlay leaves the rows and the active boosts', async () => {
    await publish((copy) => {
      copy.races[1].runners[0].scratched = true;
    });
    await rowsShowing([anyOfId]);
    expect(await activeIds()).toEqual([anyOfId]);
    await publish(() => undefined);
    await rowsShowing([anyOfId, parlayId]);
  }, 30_000);

  it('should drop the parlay when its later leg race closes, and every row when the listing race closes', async () => {
    await publish((copy) => {
      copy.races[1].state = 'closed';
    });
    await rowsShowing([anyOfId]);
    await publish((copy) => {
      copy.races[0].state = 'closed';
      copy.races[1].state = 'closed';
    });
    await rowsShowing([]);
    expect(await activeIds()).toEqual([]);
  }, 30_000);
});
