import { fixtureRaces } from './__fixtures__/fake-betwatch.api';
import { emptyMappingReport } from './betwatch-mapping.report';
import { mapBetwatchRace } from './betwatch-race.mapper';
import type { BetwatchRace } from './betwatch.types';

const NOW = Date.parse('2026-11-21T01:00:00Z');

function mapAll(races: BetwatchRace[]) {
  const report = emptyMappingReport();
  const mapped = races.map((race) => mapBetwatchRace(race, NOW, report));
  return { report, mapped };
}

describe('Unit', () => {
  describe('mapBetwatchRace', () => {
    const { report, mapped } = mapAll(fixtureRaces());
    const [
      flemington,
      ellerslie,
      meadows,
      menangle,
      albion,
      gloucester,
      jumps,
    ] = mapped;

    it('should map race fields, codes and countries', () => {
      expect(flemington).toMatchObject({
        extRaceId: '655f1c2a9b1e4a0012a1f001',
        venue: 'Flemington',
        country: 'AU',
        code: 'TB',
        number: 1,
        name: 'Sportsbet Maiden Plate',
        startTime: '2026-11-21T01:30:00.000Z',
        state: 'open',
      });
      expect([ellerslie?.country, ellerslie?.code]).toEqual(['NZ', 'TB']);
      // meeting.location, kept for the venue's time zone (docs/architecture.md §3).
      expect([flemington?.region, ellerslie?.region]).toEqual(['VIC', 'NZL']);
      expect(gloucester?.region).toBe('WA');
      expect([meadows?.code, menangle?.code]).toEqual(['GR', 'HR']);
      expect(albion?.name).toBe('Grade 5');
      expect(meadows?.name).toBe('Race 7');
    });

    it.each([
      [1, 'closed'],
      [2, 'final'],
      [3, 'closed'],
      [4, 'abandoned'],
      [5, 'final'],
    ])('should map the status of race %i to %s', (index, state) => {
      expect(mapped[index]?.state).toBe(state);
    });

    it('should skip a race of an unknown type and say why', () => {
      expect(jumps).toBeNull();
      expect(report.skippedRaces).toEqual([
        { id: '655f1c2a9b1e4a0012a1f007', reason: 'unknown race type "Jumps"' },
      ]);
      expect(report.racesMapped).toBe(6);
    });

    it('should map bookmaker names to the spec spellings and keep unknown books', () => {
      const books = new Set(
        mapped.flatMap(
          (race) =>
            race?.runners.flatMap((runner) =>
              runner.prices.map((quote) => quote.bookmaker),
            ) ?? [],
        ),
      );
      expect([...books]).toEqual(
        expect.arrayContaining([
          'TAB',
          'Sportsbet',
          'PointsBet',
          'TabTouch',
          'TAB NZ',
          'BetRight',
          'PlayUp',
          'BetNation',
          'Unibet',
        ]),
      );
      expect(report.unknownBookmakers).toEqual(['Unibet']);
    });

    it('should treat string quotes as missing and count them', () => {
      const runner2 = flemington!.runners[1];
      expect(runner2.prices.map((quote) => quote.bookmaker)).not.toContain(
        'Sportsbet',
      );
      const runner3 = flemington!.runners[2];
      expect(
        runner3.prices.find((quote) => quote.bookmaker === 'TAB'),
      ).toMatchObject({ win: 6, place: null, placeK: null });
      expect(report.stringQuotes).toBe(2);
    });

    it('should drop suspended (zero) prices', () => {
      expect(
        flemington!.runners[3].prices.map((quote) => quote.bookmaker),
      ).not.toContain('TabTouch');
    });

    it('should take place terms from the field size: 3 with 8 active, 2 with 5-7', () => {
      const placeKs = (index: number) =>
        new Set(
          mapped[index]!.runners.flatMap((runner) =>
            runner.prices.map((quote) => quote.placeK),
          ),
        );
      expect(
        flemington!.runners.filter((runner) => !runner.scratched),
      ).toHaveLength(8);
      expect(placeKs(0)).toEqual(new Set([3, null]));
      expect(placeKs(1)).toEqual(new Set([2]));
      expect(placeKs(2)).toEqual(new Set([3]));
      expect(placeKs(3)).toEqual(new Set([2]));
    });

    it('should clear prices of scratched runners', () => {
      const scratched = flemington!.runners[8];
      expect(scratched).toMatchObject({
        scratched: true,
        prices: [],
        exchange: null,
      });
    });

    it('should tell Betfair win and place markets apart by mapping id, then by name', () => {
      // Runner 2 has no market names: only betfairMapping tells the markets apart.
      // The money at the best win back and lay is kept (docs/ev-model.md §10).
      expect(flemington!.runners[1].exchange).toEqual({
        winBack: 4.33,
        winLay: 4.45,
        placeBack: 1.94,
        placeLay: 2,
        placeK: 3,
        matchedVolume: 12000,
        winBackSize: 120.5,
        winLaySize: 80.25,
      });
      expect(meadows!.runners[0].exchange).toMatchObject({
        winBack: 4.06,
        winLay: 4.21,
        placeBack: null,
        placeK: null,
      });
      expect(gloucester!.runners[0].exchange).toBeNull();
    });

    it('should drop a race that breaks a snapshot rule, naming the field', () => {
      const broken: BetwatchRace = { ...fixtureRaces()[1], number: 0 };
      const {
        report: brokenReport,
        mapped: [race],
      } = mapAll([broken]);
      expect(race).toBeNull();
      expect(brokenReport.skippedRaces[0].reason).toBe(
        'number must be a positive integer (got 0)',
      );
    });

    it.each([
      ['Resulted', [[3], [1, 4], [5]], [[3], [1, 4], [5]]],
      ['Paying', [[2], [4]], [[2], [4]]],
      // Only a settled race carries results; a malformed list is left out, the race kept.
      ['Open', [[2], [4]], undefined],
      ['Resulted', [[3], [1, 7], [5]], undefined],
      ['Resulted', [[3], [3]], undefined],
      ['Resulted', [[2], []], undefined],
      ['Resulted', 'first: 3', undefined],
    ])('should map %s results %p as %p', (status, results, expected) => {
      const race = { ...fixtureRaces()[5], status, results };
      const {
        mapped: [settled],
      } = mapAll([race]);
      expect(settled).not.toBeNull();
      expect(settled?.results).toEqual(expected);
    });

    it('should date quotes by the book link when given, else by the price itself', () => {
      const quotes = flemington!.runners[0].prices;
      // The fixture's Tab link and prices all say 00:58:12.
      expect(quotes.find((q) => q.bookmaker === 'TAB')?.lastUpdated).toBe(
        '2026-11-21T00:58:12.000Z',
      );
      expect(report.quotesWithAge).toBeGreaterThan(0);
      const stale = {
        ...fixtureRaces()[0],
        links: [
          { bookmaker: 'Sportsbet', lastSuccessfulPriceUpdate: 'not a time' },
          {
            bookmaker: 'pointsbet',
            lastSuccessfulPriceUpdate: '2026-11-21T00:59:00+11:00',
          },
        ],
      };
      const {
        mapped: [race],
      } = mapAll([stale]);
      const quote = (book: string) =>
        race!.runners[0].prices.find((q) => q.bookmaker === book)?.lastUpdated;
      // An unreadable link time is ignored; a link older than the price keeps the price's time.
      expect(quote('Sportsbet')).toBe('2026-11-21T00:58:12.000Z');
      expect(quote('PointsBet')).toBe('2026-11-21T00:58:12.000Z');
    });

    it('should survive garbage in runner and market fields', () => {
      const messy: BetwatchRace = {
        ...fixtureRaces()[1],
        runners: [
          {
            id: 'a',
            number: 1,
            name: 'A',
            bookmakerMarkets: [
              null as never,
              { bookmaker: '', fixedWin: { price: 3 } },
              { bookmaker: 'Tab', fixedWin: { price: '2.5' } },
            ],
          },
          { id: 'b', number: 1, name: 'Duplicate number' },
          { id: 'c', number: null, name: 'No number' },
          {
            id: 'd',
            number: 2,
            name: 'B',
            bookmakerMarkets: null,
            betfairMarkets: [{ marketId: 'x', back: [{ price: null }] }],
          },
        ],
      };
      const {
        mapped: [race],
      } = mapAll([messy]);
      expect(race!.runners.map((runner) => runner.number)).toEqual([1, 2]);
      expect(race!.runners[0].prices).toEqual([
        {
          bookmaker: 'TAB',
          win: 2.5,
          place: null,
          placeK: null,
          boostedFrom: null,
          lastUpdated: null,
        },
      ]);
      expect(race!.runners[1].exchange).toBeNull();
    });
  });
});
