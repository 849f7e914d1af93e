import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// Market reads take their times as text formatted by PostgreSQL (isoUtc, iso-utc.sql.ts), not as
// dates the driver parses: the text must be exactly what the driver's Date and toISOString gave,
// however many microseconds are stored (cut to the millisecond, as a Date cuts them).

describe('Integration', () => {
  describe('market times read as text', () => {
    let scratch: ScratchDataSource;
    let market: TypeOrmMarketDataRepository;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_times_as_text');
      market = new TypeOrmMarketDataRepository(scratch.dataSource);
      await new TypeOrmMarketIngestRepository(scratch.dataSource).ingest({
        source: 'file',
        snapshotHash: 'h1',
        races: [
          {
            contentHash: 'c1',
            race: {
              extRaceId: 'r1',
              venue: 'Nowhere Downs',
              country: 'AU',
              code: 'TB',
              number: 1,
              name: 'Race 1',
              startTime: '2026-11-21T12:00:00.000Z',
              state: 'open',
              runners: [
                {
                  extId: 'r1-1',
                  number: 1,
                  name: 'Runner 1',
                  scratched: false,
                  prices: [{ bookmaker: 'TAB', win: 3, place: 1.5 }],
                  exchange: { winBack: 3.1, winLay: 3.2, placeBack: null, placeLay: null, placeK: null, matchedVolume: 100 },
                },
              ],
            },
          },
        ],
        at: new Date('2026-11-21T11:00:00Z'),
      });
      // Microseconds a Date cannot hold, 999 of them to show they are cut, not rounded.
      await scratch.dataSource.query(`UPDATE races SET updated_at = '2026-11-21 11:00:01.234999+00', confirmed_at = '2026-11-21 11:00:02.5+00'`);
      await scratch.dataSource.query(
        `UPDATE bookmaker_prices SET updated_at = '2026-11-21 11:00:03.000999+00', last_updated = '2026-11-21 10:59:59.999999+00'`,
      );
      await scratch.dataSource.query(`UPDATE exchange_prices SET updated_at = '2026-11-21 11:00:04.1+00'`);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should give each time as the driver’s Date and toISOString gave it (cut to the millisecond)', async () => {
      const [read] = await market.findRaceMarketsByIds(['r1']);
      expect(read).toMatchObject({ startTime: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T11:00:01.234Z', confirmedAt: '2026-11-21T11:00:02.500Z' });
      expect(read.runners[0].prices[0]).toMatchObject({ updatedAt: '2026-11-21T11:00:03.000Z', lastUpdated: '2026-11-21T10:59:59.999Z' });
      expect(read.runners[0].exchange).toMatchObject({ updatedAt: '2026-11-21T11:00:04.100Z' });
      const [listed] = await market.findRaces({ from: new Date('2026-11-21T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') });
      expect(listed).toMatchObject({ startTime: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T11:00:01.234Z' });
      const [asDates] = (await scratch.dataSource.query(
        `SELECT r.updated_at AS race, p.updated_at AS price, p.last_updated AS age, e.updated_at AS exchange
         FROM races r JOIN runners u ON u.race_ext_id = r.ext_race_id
         JOIN bookmaker_prices p ON p.runner_id = u.id JOIN exchange_prices e ON e.runner_id = u.id`,
      )) as Record<string, Date>[];
      expect([read.updatedAt, read.runners[0].prices[0].updatedAt, read.runners[0].prices[0].lastUpdated, read.runners[0].exchange?.updatedAt]).toEqual(
        [asDates.race, asDates.price, asDates.age, asDates.exchange].map((date) => date.toISOString()),
      );
    });
  });
});
