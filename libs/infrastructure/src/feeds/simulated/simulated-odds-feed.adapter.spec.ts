import { BOOKMAKERS, parseMarketSnapshot } from '@overlay/domain';
import type { SnapshotRace } from '@overlay/domain';
import { meetingsOn } from './meeting-schedule';
import { SimulatedOddsFeed } from './simulated-odds-feed.adapter';
import { SimulatedMarket } from './simulated-market';

const SATURDAY_MORNING = new Date('2026-11-20T22:00:00Z'); // 09:00 in Sydney
const MINUTE = 60_000;

const at = (base: Date, minutes: number): Date =>
  new Date(base.getTime() + minutes * MINUTE);
const activeRunners = (race: SnapshotRace) =>
  race.runners.filter((runner) => !runner.scratched);

/** Fair win probabilities from the exchange mid, when every active runner has back and lay. */
function exchangeFair(race: SnapshotRace): number[] | null {
  const active = activeRunners(race);
  if (
    !active.every(
      (runner) => runner.exchange?.winBack && runner.exchange?.winLay,
    )
  )
    return null;
  const raw = active.map(
    (runner) =>
      (1 / runner.exchange!.winBack! + 1 / runner.exchange!.winLay!) / 2,
  );
  const total = raw.reduce((sum, p) => sum + p, 0);
  return raw.map((p) => p / total);
}

describe('Unit', () => {
  const market = new SimulatedMarket(42);
  const saturday = market.snapshotAt(SATURDAY_MORNING);

  describe('SimulatedOddsFeed', () => {
    it('should give an identical snapshot for the same seed and time', async () => {
      const a = await new SimulatedOddsFeed({ seed: 7 }).fetchSnapshot(
        SATURDAY_MORNING,
      );
      const b = await new SimulatedOddsFeed({ seed: 7 }).fetchSnapshot(
        SATURDAY_MORNING,
      );
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(a.generatedAt).toBe(SATURDAY_MORNING.toISOString());
    });

    it('should give another market for another seed', async () => {
      const a = await new SimulatedOddsFeed({ seed: 7 }).fetchSnapshot(
        SATURDAY_MORNING,
      );
      const b = await new SimulatedOddsFeed({ seed: 8 }).fetchSnapshot(
        SATURDAY_MORNING,
      );
      expect(a.races.map((race) => race.extRaceId)).not.toEqual(
        b.races.map((race) => race.extRaceId),
      );
    });

    it('should report itself healthy with its seed', async () => {
      const feed = new SimulatedOddsFeed({ seed: 42 });
      await feed.fetchSnapshot(SATURDAY_MORNING);
      const ping = await feed.ping();
      expect(ping).toMatchObject({
        ok: true,
        status: 'OK: simulated feed (seed 42)',
        lastError: null,
      });
      expect(ping.lastSuccessAt).toEqual(expect.any(String));
    });

    it('should refuse a seed that is not a whole number', () => {
      expect(() => new SimulatedOddsFeed({ seed: 1.5 })).toThrow(
        'FEED_SEED must be a whole number',
      );
    });

    it('should reject an invalid date', async () => {
      await expect(
        new SimulatedOddsFeed({ seed: 1 }).fetchSnapshot(new Date('nope')),
      ).rejects.toThrow(RangeError);
    });
  });

  describe('snapshotAt', () => {
    it.each([
      [1, '2026-11-20T22:00:00Z'],
      [42, '2026-11-21T05:00:00Z'],
      [2026, '2026-11-23T03:00:00Z'],
      [99_999, '2026-06-10T08:00:00Z'],
      [5, '2027-01-01T00:00:00Z'],
    ])('should pass parseMarketSnapshot (seed %i at %s)', (seed, iso) => {
      const snapshot = new SimulatedMarket(seed).snapshotAt(new Date(iso));
      expect(snapshot.races.length).toBeGreaterThan(200);
      expect(() => parseMarketSnapshot(snapshot)).not.toThrow();
    });

    it('should list races from an hour ago to 24 hours ahead, in start order', () => {
      const starts = saturday.races.map((race) => Date.parse(race.startTime));
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(
        at(SATURDAY_MORNING, -60).getTime(),
      );
      expect(Math.max(...starts)).toBeLessThanOrEqual(
        at(SATURDAY_MORNING, 24 * 60).getTime(),
      );
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    });

    it('should use stable readable ids: venue slug, local date, race number', () => {
      const wrong: string[] = [];
      for (const race of saturday.races) {
        const slug = race.venue.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        const suffix = race.code === 'TB' ? '' : `-${race.code.toLowerCase()}`;
        const pattern = new RegExp(
          `^${slug}${suffix}-2026-11-2[12]-r${race.number}$`,
        );
        if (!pattern.test(race.extRaceId)) wrong.push(race.extRaceId);
        race.runners.forEach((runner) => {
          if (runner.extId !== `${race.extRaceId}-${runner.number}`)
            wrong.push(runner.extId);
        });
      }
      expect(wrong).toEqual([]);
    });

    it('should run a real Saturday: 40-60 meetings and several hundred races of every code', () => {
      const meetings = meetingsOn(42, '2026-11-21');
      const races = meetings.reduce(
        (sum, meeting) => sum + meeting.races.length,
        0,
      );
      expect(meetings.length).toBeGreaterThanOrEqual(45);
      expect(meetings.length).toBeLessThanOrEqual(62);
      expect(races).toBeGreaterThan(400);
      for (const code of ['TB', 'GR', 'HR'] as const) {
        for (const country of ['AU', 'NZ'] as const) {
          expect(
            saturday.races.some(
              (race) => race.code === code && race.country === country,
            ),
          ).toBe(true);
        }
      }
    });

    it('should schedule about 40 meetings of 8-12 races on weekdays, more on Saturday', () => {
      for (const seed of [3, 42]) {
        const counts: number[] = [];
        for (let day = 0; day < 7; day += 1) {
          const date = new Date(Date.UTC(2026, 10, 15 + day))
            .toISOString()
            .slice(0, 10);
          const meetings = meetingsOn(seed, date);
          counts.push(meetings.length);
          meetings.forEach((meeting) => {
            expect(meeting.races.length).toBeGreaterThanOrEqual(8);
            expect(meeting.races.length).toBeLessThanOrEqual(12);
          });
        }
        const average =
          counts.reduce((sum, count) => sum + count, 0) / counts.length;
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(33);
        expect(average).toBeGreaterThan(38);
        expect(counts[6]).toBe(Math.max(...counts)); // 2026-11-21 is a Saturday
      }
    });

    it('should draw field sizes by code: greyhounds 5-8, gallops and harness 5-16', () => {
      for (const race of saturday.races) {
        const [min, max] = race.code === 'GR' ? [5, 8] : [5, 16];
        expect(race.runners.length).toBeGreaterThanOrEqual(min);
        expect(race.runners.length).toBeLessThanOrEqual(max);
        expect(activeRunners(race).length).toBeGreaterThanOrEqual(5);
      }
      expect(saturday.races.some((race) => race.runners.length === 16)).toBe(
        true,
      );
    });

    it('should scratch some runners and take them out of every market', () => {
      const scratched = saturday.races.flatMap((race) =>
        race.runners.filter((runner) => runner.scratched),
      );
      expect(scratched.length).toBeGreaterThan(20);
      scratched.forEach((runner) => {
        expect(runner.prices).toEqual([]);
        expect(runner.exchange).toBeNull();
      });
    });
  });

  describe('bookmakers', () => {
    const quotes = saturday.races.flatMap((race) =>
      race.runners.flatMap((runner) =>
        runner.prices.map((quote) => ({ race, runner, quote })),
      ),
    );

    it('should quote all 17 bookmakers of docs/product.md §9 with their exact names', () => {
      const names = new Set(quotes.map(({ quote }) => quote.bookmaker));
      expect([...names].sort()).toEqual([...BOOKMAKERS].sort());
    });

    it('should leave gaps: TAB NZ mostly NZ, small books missing meetings, some runners unpriced', () => {
      const tabNz = quotes.filter(({ quote }) => quote.bookmaker === 'TAB NZ');
      const nzShare =
        tabNz.filter(({ race }) => race.country === 'NZ').length / tabNz.length;
      expect(nzShare).toBeGreaterThan(0.4);
      const perBook = (name: string) =>
        quotes.filter(({ quote }) => quote.bookmaker === name).length;
      expect(perBook('Chasebet')).toBeLessThan(perBook('Sportsbet') * 0.8);
      const open = saturday.races.filter((race) => race.state === 'open');
      const partlyPriced = open.some((race) =>
        activeRunners(race).some(
          (runner) => runner.prices.length > 0 && runner.prices.length < 17,
        ),
      );
      expect(partlyPriced).toBe(true);
    });

    // docs/architecture.md §3 (revised): corporate win books mostly 112-130 %, so the mean margin moved
    // up from the old 10-20 % band (the realism spec checks the distribution itself).
    it('should load win markets with a 12-30% margin on average', () => {
      const overrounds: number[] = [];
      for (const race of saturday.races) {
        const active = activeRunners(race);
        for (const book of BOOKMAKERS) {
          const prices = active.map(
            (runner) =>
              runner.prices.find((quote) => quote.bookmaker === book)?.win,
          );
          if (prices.every((price) => price !== undefined)) {
            overrounds.push(
              prices.reduce((sum, price) => sum + 1 / price!, 0) - 1,
            );
          }
        }
      }
      const mean =
        overrounds.reduce((sum, value) => sum + value, 0) / overrounds.length;
      expect(overrounds.length).toBeGreaterThan(1000);
      expect(mean).toBeGreaterThan(0.12);
      expect(mean).toBeLessThan(0.3);
    });

    // docs/architecture.md §3 (revised): value is rare, a few quotes in a thousand to a few per cent, so
    // the old 0.5-15 % band of quotes beating the exchange mid is now 0.1-5 %.
    it('should let a rare few quotes beat the exchange mid (positive EV)', () => {
      let beating = 0;
      let total = 0;
      for (const race of saturday.races.filter(
        (candidate) => candidate.state === 'open',
      )) {
        const fair = exchangeFair(race);
        if (!fair) continue;
        activeRunners(race).forEach((runner, index) => {
          for (const quote of runner.prices) {
            total += 1;
            if (quote.win * fair[index] > 1) beating += 1;
          }
        });
      }
      expect(total).toBeGreaterThan(5000);
      expect(beating / total).toBeGreaterThan(0.001);
      expect(beating / total).toBeLessThan(0.05);
    });

    it('should pay places by field size, 4 only at some books in 16-runner gallops', () => {
      const extraPlaceBooks = ['Sportsbet', 'Ladbrokes', 'Neds', 'PointsBet'];
      const wrong: string[] = [];
      let fourPlaces = 0;
      for (const { race, quote } of quotes) {
        const active = activeRunners(race).length;
        const expected = active >= 8 ? 3 : 2;
        const bigGallop =
          race.code === 'TB' &&
          active >= 16 &&
          extraPlaceBooks.includes(quote.bookmaker);
        if (quote.placeK === 4 && bigGallop) fourPlaces += 1;
        else if (quote.placeK !== expected || quote.place === null) {
          wrong.push(
            `${race.extRaceId} ${quote.bookmaker} placeK ${quote.placeK}`,
          );
        }
      }
      expect(wrong).toEqual([]);
      expect(fourPlaces).toBeGreaterThan(0);
    });

    it('should carry an occasional boosted price above its original', () => {
      const boosted = quotes.filter(({ quote }) => quote.boostedFrom !== null);
      expect(boosted.length).toBeGreaterThan(5);
      // One boosted runner per boosting book and race: a few per cent of quotes at most.
      expect(boosted.length).toBeLessThan(quotes.length * 0.05);
      boosted.forEach(({ quote }) =>
        expect(quote.win).toBeGreaterThan(quote.boostedFrom!),
      );
    });
  });
});
