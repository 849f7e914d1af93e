import type { RaceCode } from '../../racing/race-code';
import { resolvePromoText, type PromoTextRace } from './resolve-promo-text';

const NOW = new Date('2026-11-21T00:00:00Z');
const minutes = (m: number) =>
  new Date(NOW.getTime() + m * 60_000).toISOString();

function meeting(
  venue: string,
  code: RaceCode,
  races: number,
  firstStart = 60,
  runners = 10,
) {
  return Array.from({ length: races }, (_, i): PromoTextRace => ({
    extRaceId: `${venue.toLowerCase().replace(/ /g, '-')}-${code}-${i + 1}`,
    venue,
    code,
    number: i + 1,
    startTime: minutes(firstStart + i * 30),
    state: 'open',
    runnersCount: runners,
  }));
}

const RACES: PromoTextRace[] = [
  ...meeting('Flemington', 'TB', 9),
  ...meeting('Randwick', 'TB', 10),
  ...meeting('Moonee Valley', 'TB', 8),
  ...meeting('Rosehill Gardens', 'TB', 8),
  ...meeting('Te Rapa', 'TB', 8),
  ...meeting('Eagle Farm', 'TB', 8),
  ...meeting('Ellerslie', 'TB', 7),
  ...meeting('Sandown Hillside', 'TB', 8),
  ...meeting('Caulfield', 'TB', 8, 2000),
  ...meeting('Albion Park', 'GR', 12),
  ...meeting('Albion Park', 'HR', 8),
  ...meeting('Sandown Park', 'GR', 12),
  ...meeting('The Meadows', 'GR', 12),
  ...meeting('Wentworth Park', 'GR', 10),
  ...meeting('Cannington', 'GR', 10),
  ...meeting('Angle Park', 'GR', 10),
  ...meeting('Addington', 'HR', 10),
  ...meeting('Gloucester Park', 'HR', 9),
  ...meeting('Menangle', 'HR', 9),
  ...meeting('Alexandra Park', 'HR', 9),
];
// Flemington R1 has jumped; Moonee Valley R2 has lost runners to scratchings.
Object.assign(
  RACES.find((r) => r.extRaceId === 'flemington-TB-1')!,
  { state: 'closed', startTime: minutes(-5) },
);
Object.assign(
  RACES.find((r) => r.extRaceId === 'moonee-valley-TB-2')!,
  { runnersCount: 6 },
);

const OPTIONS = {
  now: NOW,
  withinMinutes: 1440,
  codes: [] as RaceCode[],
  minRunners: 8,
};

const ids = (prefix: string, numbers: number[]) =>
  numbers.map((n) => `${prefix}-${n}`);
const FLEM = (...n: number[]) => ids('flemington-TB', n);
const RAND = (...n: number[]) => ids('randwick-TB', n);
const MV = (...n: number[]) => ids('moonee-valley-TB', n);
const ALBION_GR = (...n: number[]) => ids('albion-park-GR', n);
const ADD = (...n: number[]) => ids('addington-HR', n);
const SANDOWN_GR = (...n: number[]) => ids('sandown-park-GR', n);
const TE_RAPA = (...n: number[]) => ids('te-rapa-TB', n);
const all = (prefix: string, count: number) =>
  ids(
    prefix,
    Array.from({ length: count }, (_, i) => i + 1),
  );

describe('Unit', () => {
  describe('resolvePromoText', () => {
    it.each<[string, string[], RegExp[]]>([
      ['Flemington R2-R4', FLEM(2, 3, 4), []],
      [
        'Flemington R1-R4',
        FLEM(2, 3, 4),
        [/^Flemington R1 has already started$/],
      ],
      ['flemington r2 - r4', FLEM(2, 3, 4), []],
      ['FLEMINGTON R2–R4', FLEM(2, 3, 4), []],
      ['Flemington R2-4', FLEM(2, 3, 4), []],
      ['Flemington races 2 to 4', FLEM(2, 3, 4), []],
      ['Flemington Race 2 to Race 4', FLEM(2, 3, 4), []],
      ['Randwick races 5, 7 & 8', RAND(5, 7, 8), []],
      ['Randwick R5, R7 and R8', RAND(5, 7, 8), []],
      ['Randwick R5 R7 R8', RAND(5, 7, 8), []],
      ['Royal Randwick R3', RAND(3), []],
      [
        'Moonee Valley R3-5 | Albion Park (GR) R1-R12',
        [...MV(3, 4, 5), ...all('albion-park-GR', 12)],
        [],
      ],
      ['MV R3', MV(3), []],
      ['The Valley R3', MV(3), []],
      [
        'Moonee Valley R2',
        [],
        [/^Moonee Valley R2 has 6 runners, fewer than 8$/],
      ],
      ['Mooneé Valley R4', MV(4), []],
      ['Moonee-Valley R4', MV(4), []],
      ['all races at Addington', all('addington-HR', 10), []],
      ['Addington all races', all('addington-HR', 10), []],
      ['Addington', all('addington-HR', 10), []],
      ['Sandown Park Greyhounds R1, R2', SANDOWN_GR(1, 2), []],
      ['Sandown greyhounds R1', SANDOWN_GR(1), []],
      ['Sandown Park R5', SANDOWN_GR(5), []],
      ['Sandown Hillside R2', ids('sandown-hillside-TB', [2]), []],
      [
        'Sandown R2',
        [],
        [/could be Sandown Hillside \(TB\), Sandown Park \(GR\)/],
      ],
      ['Races 1-4 at Te Rapa', TE_RAPA(1, 2, 3, 4), []],
      ['Race 3 at Te Rapa', TE_RAPA(3), []],
      [
        'Albion Park R1',
        [],
        [/could be Albion Park \(GR\), Albion Park \(HR\)/],
      ],
      ['Albion Park harness R2', ids('albion-park-HR', [2]), []],
      ['Albion Park trots R2', ids('albion-park-HR', [2]), []],
      ['Albion Park dogs R2', ALBION_GR(2), []],
      ['Rosehill R1-R2', ids('rosehill-gardens-TB', [1, 2]), []],
      ['Rosehill Gardens R8', ids('rosehill-gardens-TB', [8]), []],
      ['Wenty R4', ids('wentworth-park-GR', [4]), []],
      ['Meadows R10-R12', ids('the-meadows-GR', [10, 11, 12]), []],
      ['The Meadows R1', ids('the-meadows-GR', [1]), []],
      ['Gloucester R9', ids('gloucester-park-HR', [9]), []],
      ['Alex Park R1', ids('alexandra-park-HR', [1]), []],
      [
        'Cannington R5\nAngle Park R6',
        [...ids('cannington-GR', [5]), ...ids('angle-park-GR', [6])],
        [],
      ],
      ['Flemington R2; Randwick R3', [...FLEM(2), ...RAND(3)], []],
      ['Flemington R2, Randwick R3-R4', [...FLEM(2), ...RAND(3, 4)], []],
      ['Bonus back for 2nd or 3rd up to $50 on Flemington R5', FLEM(5), []],
      ['Ladbrokes: Eagle Farm R1-R3 (TB)', ids('eagle-farm-TB', [1, 2, 3]), []],
      [
        'Ellerslie R1-R8',
        ids('ellerslie-TB', [1, 2, 3, 4, 5, 6, 7]),
        [/^Ellerslie has no race 8$/],
      ],
      ['Flemington R12', [], [/^Flemington has no race 12$/]],
      ['Happy Valley R1', [], [/^Unknown venue "happy valley"/]],
      ['R1-R4', [], [/^No venue found in "R1-R4"$/]],
      [
        'Caulfield R1',
        [],
        [/^No races at Caulfield in the next 1440 minutes$/],
      ],
      ['Flemington R2\nFlemington R2-R3', FLEM(2, 3), []],
      [
        'Menangle R1-R2 | Addington R3',
        [...ids('menangle-HR', [1, 2]), ...ADD(3)],
        [],
      ],
    ])('should resolve %j', (text, expected, warnings) => {
      const result = resolvePromoText(text, RACES, OPTIONS);
      expect(result.matches.map((m) => m.extRaceId)).toEqual(expected);
      expect(result.warnings).toHaveLength(warnings.length);
      warnings.forEach((pattern, i) =>
        expect(result.warnings[i]).toMatch(pattern),
      );
    });

    it('should return track, number, code and runners of each match', () => {
      const [match] = resolvePromoText(
        'Albion Park (GR) R3',
        RACES,
        OPTIONS,
      ).matches;
      expect(match).toEqual({
        extRaceId: 'albion-park-GR-3',
        track: 'Albion Park',
        number: 3,
        code: 'GR',
        runnersCount: 10,
      });
    });

    it('should refuse a meeting outside the selected codes, and use the codes to pick a meeting', () => {
      const tbOnly = resolvePromoText('Addington R1', RACES, {
        ...OPTIONS,
        codes: ['TB'],
      });
      expect(tbOnly.matches).toEqual([]);
      expect(tbOnly.warnings).toEqual([
        'Addington is a HR meeting, not in the selected codes (TB)',
      ]);
      const grOnly = resolvePromoText('Albion Park R1', RACES, {
        ...OPTIONS,
        codes: ['GR'],
      });
      expect(grOnly.matches.map((m) => m.extRaceId)).toEqual(ALBION_GR(1));
    });

    it('should leave races beyond the time window out', () => {
      const soon = resolvePromoText('Flemington R2-R9', RACES, {
        ...OPTIONS,
        withinMinutes: 120,
      });
      // R2 starts at +90 min and R3 at +120 min; R4..R9 start later than the 120-minute window.
      expect(soon.matches.map((m) => m.extRaceId)).toEqual(FLEM(2, 3));
      expect(soon.warnings).toEqual(
        [4, 5, 6, 7, 8, 9].map(
          (n) => `Flemington R${n} starts later than 120 minutes from now`,
        ),
      );
    });
  });
});
