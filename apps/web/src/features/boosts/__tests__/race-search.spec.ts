import type { RaceView } from '@overlay/contracts';
import { matchingRaces, raceLabel } from '../model/race-search';

const race = (
  track: string,
  number: number,
  code: RaceView['code'],
): RaceView => ({
  extRaceId: `${track}-${number}`,
  track,
  number,
  code,
  name: '',
  state: 'open',
  country: 'AU',
  startTime: '2026-11-24T03:00:00Z',
  startTimeLocal: '2026-11-24T14:00:00+11:00',
  runnersCount: 8,
});
const RACES = [
  race('Randwick', 4, 'TB'),
  race('The Meadows', 7, 'GR'),
  race('Randwick', 5, 'TB'),
  race('Albion Park', 4, 'HR'),
];
const ids = (search: string) =>
  matchingRaces(RACES, search).map((r) => r.extRaceId);

describe('boost race search', () => {
  it('should label a race as track, number and code', () => {
    expect(raceLabel(RACES[1])).toBe('The Meadows R7 (GR)');
  });

  it.each([
    ['', ['Randwick-4', 'The Meadows-7', 'Randwick-5', 'Albion Park-4']],
    ['   ', ['Randwick-4', 'The Meadows-7', 'Randwick-5', 'Albion Park-4']],
    ['rand', ['Randwick-4', 'Randwick-5']],
    ['RAND r5', ['Randwick-5']],
    ['r4', ['Randwick-4', 'Albion Park-4']],
    ['gr', ['The Meadows-7']],
    ['meadows tb', []],
  ])('should keep the races matching every word of %j', (search, expected) => {
    expect(ids(search)).toEqual(expected);
  });
});
