import { SnapshotValidationError } from './market-snapshot.errors';
import { parseMarketSnapshot } from './market-snapshot.validation';

type Json = Record<string, unknown>;

/** The docs/architecture.md §3 example, grown to two races so uniqueness and paths can be checked. */
function validSnapshot(): Json {
  const runner = (race: string, number: number): Json => ({
    extId: `${race}-${number}`,
    number,
    name: `Runner ${number}`,
    scratched: false,
    prices: [
      {
        bookmaker: 'Sportsbet',
        win: 3.5,
        place: 1.6,
        placeK: 3,
        boostedFrom: null,
      },
      { bookmaker: 'TAB', win: 3.4 },
    ],
    exchange: {
      winBack: 3.4,
      winLay: 3.5,
      placeBack: 1.5,
      placeLay: 1.55,
      placeK: 3,
    },
  });
  const race = (id: string, number: number): Json => ({
    extRaceId: id,
    venue: 'Flemington',
    country: 'AU',
    code: 'TB',
    number,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00Z',
    state: 'open',
    runners: [1, 2, 3, 4, 5].map((n) => runner(id, n)),
    results: [[2], [1, 3], [5]],
  });
  return {
    generatedAt: '2026-11-21T10:00:00Z',
    races: [race('flem-2026-11-21-r1', 1), race('flem-2026-11-21-r2', 2)],
  };
}

/** Sets `value` at a dotted path with [i] indexes; `undefined` deletes the field. */
function withField(path: string, value: unknown): Json {
  const snapshot = validSnapshot();
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let target = snapshot as Record<string, unknown>;
  for (const key of keys.slice(0, -1))
    target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === undefined) delete target[last];
  else target[last] = value;
  return snapshot;
}

function errorOf(json: unknown): SnapshotValidationError {
  try {
    parseMarketSnapshot(json);
  } catch (error) {
    if (error instanceof SnapshotValidationError) return error;
    throw error;
  }
  throw new Error('expected a SnapshotValidationError');
}

describe('Unit', () => {
  describe('parseMarketSnapshot', () => {
    it('should accept the documented format and normalise optionals to null', () => {
      const snapshot = parseMarketSnapshot(validSnapshot());
      expect(snapshot.generatedAt).toBe('2026-11-21T10:00:00.000Z');
      expect(snapshot.races).toHaveLength(2);
      const quote = snapshot.races[0].runners[0].prices[1];
      expect(quote).toEqual({
        bookmaker: 'TAB',
        win: 3.4,
        place: null,
        placeK: null,
        boostedFrom: null,
        lastUpdated: null,
      });
      expect(snapshot.races[0].runners[0].exchange?.matchedVolume).toBeNull();
    });

    it('should give the exact message of the documented example', () => {
      const error = errorOf(
        withField('races[1].runners[2].prices[0].win', 0.9),
      );
      expect(error.path).toBe('races[1].runners[2].prices[0].win');
      expect(error.message).toBe(
        'races[1].runners[2].prices[0].win must be decimal odds > 1 (got 0.9)',
      );
      expect(error.code).toBe('SNAPSHOT_INVALID');
    });

    it.each([
      ['generatedAt', 'yesterday', 'must be an ISO-8601 date-time'],
      ['generatedAt', '2026-11-21T10:00:00', 'must be an ISO-8601 date-time'],
      ['races', {}, 'must be an array'],
      ['races[0]', 'race', 'must be an object'],
      [
        'races[0].extRaceId',
        undefined,
        'must be a non-empty string (got nothing)',
      ],
      ['races[0].extRaceId', '  ', 'must be a non-empty string'],
      [
        'races[1].extRaceId',
        'flem-2026-11-21-r1',
        'repeats the id of an earlier race',
      ],
      ['races[0].venue', 42, 'must be a non-empty string (got 42)'],
      ['races[0].country', 'UK', 'must be one of AU, NZ (got "UK")'],
      ['races[0].code', 'XX', 'must be one of TB, GR, HR (got "XX")'],
      ['races[0].code', 'tb', 'must be one of TB, GR, HR'],
      ['races[0].number', 0, 'must be a positive integer (got 0)'],
      ['races[0].number', 1.5, 'must be a positive integer (got 1.5)'],
      ['races[0].name', null, 'must be a string (got null)'],
      [
        'races[0].startTime',
        '2026-02-30T12:00:00Z',
        'must be an ISO-8601 date-time',
      ],
      ['races[0].startTime', 1763726700000, 'must be an ISO-8601 date-time'],
      [
        'races[0].state',
        'running',
        'must be one of open, closed, final, abandoned',
      ],
      ['races[0].runners', null, 'must be an array (got null)'],
      ['races[0].runners[1].extId', '', 'must be a non-empty string (got "")'],
      [
        'races[0].runners[1].extId',
        'flem-2026-11-21-r1-1',
        'repeats the id of another runner',
      ],
      ['races[0].runners[1].number', 1, 'repeats the number of another runner'],
      ['races[0].runners[1].number', -2, 'must be a positive integer (got -2)'],
      ['races[0].runners[1].name', undefined, 'must be a string (got nothing)'],
      [
        'races[0].runners[1].scratched',
        'no',
        'must be true or false (got "no")',
      ],
      ['races[0].runners[1].prices', 'none', 'must be an array'],
      [
        'races[0].runners[1].prices[0].bookmaker',
        '',
        'must be a non-empty string',
      ],
      [
        'races[0].runners[1].prices[1].bookmaker',
        'Sportsbet',
        'repeats a bookmaker',
      ],
      [
        'races[0].runners[1].prices[0].win',
        undefined,
        'must be decimal odds > 1 (got nothing)',
      ],
      [
        'races[0].runners[1].prices[0].win',
        1,
        'must be decimal odds > 1 (got 1)',
      ],
      [
        'races[0].runners[1].prices[0].win',
        '3.5',
        'must be decimal odds > 1 (got "3.5")',
      ],
      [
        'races[0].runners[1].prices[0].win',
        Number.POSITIVE_INFINITY,
        'must be decimal odds > 1 (got Infinity)',
      ],
      [
        'races[0].runners[1].prices[0].place',
        0.5,
        'must be decimal odds > 1 (got 0.5)',
      ],
      [
        'races[0].runners[1].prices[0].placeK',
        6,
        'must be an integer from 1 to 5',
      ],
      [
        'races[0].runners[1].prices[0].placeK',
        0,
        'must be an integer from 1 to 5',
      ],
      [
        'races[0].runners[1].prices[0].placeK',
        2.5,
        'must be an integer from 1 to 5',
      ],
      [
        'races[0].runners[1].prices[0].boostedFrom',
        1,
        'must be decimal odds > 1 (got 1)',
      ],
      ['races[0].runners[1].exchange', [], 'must be an object (got [])'],
      ['races[0].runners[1].exchange.winLay', 1, 'must be decimal odds > 1'],
      [
        'races[0].runners[1].exchange.placeK',
        9,
        'must be an integer from 1 to 5',
      ],
      [
        'races[0].runners[1].exchange.matchedVolume',
        -1,
        'must be a number >= 0',
      ],
      [
        'races[0].runners[1].exchange.winLaySize',
        -5,
        'must be a number >= 0',
      ],
      [
        'races[0].runners[1].prices[0].lastUpdated',
        '2026-11-21T09:59:00',
        'must be an ISO-8601 date-time with a zone',
      ],
      [
        'races[0].runners[1].prices[0].lastUpdated',
        1763719140000,
        'must be an ISO-8601 date-time',
      ],
      ['races[0].results', {}, 'must be an array'],
      ['races[0].results[1]', [], 'must list at least one runner number'],
      ['races[0].results[0]', 3, 'must be an array (got 3)'],
      ['races[0].results[0][1]', 0, 'must be a positive integer (got 0)'],
      [
        'races[0].results[2][0]',
        9,
        'is not the number of a runner in this race (got 9)',
      ],
      [
        'races[0].results[2][0]',
        1,
        'repeats a runner already placed in these results (got 1)',
      ],
    ])(
      'should refuse %s = %p naming the field and place',
      (path, value, problem) => {
        const error = errorOf(withField(path, value));
        expect(error.path).toBe(path);
        expect(error.message).toContain(`${path} ${problem}`);
      },
    );

    it.each([
      ['races[0].runners[1].prices[0].place', undefined],
      ['races[0].runners[1].prices[0].placeK', null],
      ['races[0].runners[1].prices[0].boostedFrom', 4.2],
      ['races[0].runners[1].prices', undefined],
      ['races[0].runners[1].exchange', null],
      ['races[0].runners[1].exchange', {}],
      ['races[0].runners', []],
      ['races[0].startTime', '2026-11-21T23:05:00+11:00'],
      ['races[0].runners[1].prices[0].lastUpdated', null],
      ['races[0].results', null],
    ])('should accept %s = %p', (path, value) => {
      expect(() => parseMarketSnapshot(withField(path, value))).not.toThrow();
    });

    it("should keep a quote's lastUpdated in UTC and a final race's results", () => {
      const json = withField(
        'races[0].runners[0].prices[0].lastUpdated',
        '2026-11-21T20:58:30+11:00',
      );
      (json['races'] as Json[])[0]['results'] = [[3], [1, 5], [2]];
      const race = parseMarketSnapshot(json).races[0];
      expect(race.runners[0].prices[0].lastUpdated).toBe(
        '2026-11-21T09:58:30.000Z',
      );
      expect(race.results).toEqual([[3], [1, 5], [2]]);
      const unsettled = withField('races[0].results', undefined);
      expect(parseMarketSnapshot(unsettled).races[0]).not.toHaveProperty(
        'results',
      );
    });

    it('should keep the sources a snapshot declares, and leave them out when it declares none', () => {
      const json = { ...validSnapshot(), sources: [{ name: ' Bet365 ', kind: 'bookmaker' }, { name: 'Betfair', kind: 'exchange' }] };
      expect(parseMarketSnapshot(json).sources).toEqual([
        { name: 'Bet365', kind: 'bookmaker' },
        { name: 'Betfair', kind: 'exchange' },
      ]);
      expect(parseMarketSnapshot(validSnapshot())).not.toHaveProperty('sources');
    });

    it.each([
      [{ sources: 'TAB' }, 'sources must be an array (got "TAB")'],
      [{ sources: [{ name: '', kind: 'bookmaker' }] }, 'sources[0].name must be a non-empty string (got "")'],
      [{ sources: [{ name: 'X', kind: 'casino' }] }, 'sources[0].kind must be one of bookmaker, tote, exchange (got "casino")'],
    ])('should refuse declared sources that break the format (%j)', (extra, message) => {
      expect(errorOf({ ...validSnapshot(), ...extra }).message).toBe(message);
    });

    it('should refuse a snapshot that is not an object', () => {
      expect(errorOf(null).message).toBe(
        'snapshot must be an object (got null)',
      );
    });

    it('should convert zoned times to UTC', () => {
      const snapshot = parseMarketSnapshot(
        withField('races[0].startTime', '2026-11-21T23:05:00+11:00'),
      );
      expect(snapshot.races[0].startTime).toBe('2026-11-21T12:05:00.000Z');
    });

    it('should drop fields the format does not know', () => {
      const json = withField('races[0].runners[0].prices[0].extra', 'x');
      const quote = parseMarketSnapshot(json).races[0].runners[0].prices[0];
      expect(quote).not.toHaveProperty('extra');
    });

    it("should keep a quote's checkedAt and a race's region when given, in canonical form", () => {
      const json = withField(
        'races[0].runners[0].prices[0].checkedAt',
        '2026-11-21T23:00:05+11:00',
      );
      const region = withField('races[0].region', 'nsw');
      const snapshot = parseMarketSnapshot({
        ...json,
        races: [
          { ...(json.races as Json[])[0], region: 'nsw' },
          (json.races as Json[])[1],
        ],
      });
      expect(snapshot.races[0].runners[0].prices[0].checkedAt).toBe(
        '2026-11-21T12:00:05.000Z',
      );
      expect(snapshot.races[0].region).toBe('NSW');
      expect(parseMarketSnapshot(region).races[1]).not.toHaveProperty('region');
      expect(
        errorOf(withField('races[0].region', 'New South Wales')).message,
      ).toContain('races[0].region');
    });

    it('should shorten long bad values in the message', () => {
      const error = errorOf(
        withField('races[0].venue', { a: 'x'.repeat(200) }),
      );
      expect(error.message.length).toBeLessThan(140);
    });
  });
});
