import type { RaceView } from '@overlay/contracts';
import { filterRaces, isFiltered, NO_TRACKER_FILTERS, resultCount } from '../model/tracker-filters';
import { defaultChartRunners } from '../model/chart-runners';

const race = (extRaceId: string, track: string, number: number, code: RaceView['code'], startTime: string, state: RaceView['state'] = 'open'): RaceView => ({
  extRaceId,
  track,
  number,
  code,
  name: `${track} R${number}`,
  state,
  country: 'AU',
  startTimeLocal: startTime,
  startTime,
  runnersCount: 8,
});

const RACES = [
  race('b', 'Randwick', 2, 'TB', '2026-11-24T02:00:00Z'),
  race('a', 'Wentworth Park', 2, 'GR', '2026-11-24T01:00:00Z'),
  race('c', 'Randwick', 3, 'TB', '2026-11-24T02:30:00Z'),
  race('d', 'Addington', 1, 'HR', '2026-11-24T01:00:00Z'),
  race('e', 'Ascot', 1, 'TB', '2026-11-24T00:10:00Z', 'final'),
];

describe('filterRaces', () => {
  it('should keep every race, open ones first, in start order, then track, when nothing is set', () => {
    expect(filterRaces(RACES, NO_TRACKER_FILTERS).map((r) => r.extRaceId)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(isFiltered(NO_TRACKER_FILTERS)).toBe(false);
  });

  it('should filter by code, track part in any case, and race number together', () => {
    expect(filterRaces(RACES, { ...NO_TRACKER_FILTERS, code: 'TB' }).map((r) => r.extRaceId)).toEqual(['b', 'c', 'e']);
    expect(filterRaces(RACES, { ...NO_TRACKER_FILTERS, track: ' randw ' }).map((r) => r.extRaceId)).toEqual(['b', 'c']);
    expect(filterRaces(RACES, { ...NO_TRACKER_FILTERS, raceNumber: 2 }).map((r) => r.extRaceId)).toEqual(['a', 'b']);
    const both = { code: 'TB' as const, track: 'rand', raceNumber: 3 };
    expect(filterRaces(RACES, both).map((r) => r.extRaceId)).toEqual(['c']);
    expect(isFiltered(both)).toBe(true);
    expect(filterRaces(RACES, { ...NO_TRACKER_FILTERS, code: 'HR', track: 'randwick' })).toEqual([]);
  });

  it('should count races in words', () => {
    expect(resultCount(0)).toBe('0 races');
    expect(resultCount(1)).toBe('1 race');
    expect(resultCount(12)).toBe('12 races');
  });
});

describe('defaultChartRunners', () => {
  it('should pick the runners with the best total EV on any book', () => {
    const row = (runnerNo: number, totalEV: number) => ({
      runnerId: `r${runnerNo}`, runnerNo, runnerName: '', book: 'TAB', winPrice: 2, baseEV: 0, promoEV: 0, totalEV, bonusPct: 0, p_win: 0.5, kelly: 0,
    });
    expect(defaultChartRunners([row(1, 2), row(2, 9), row(1, 12), row(3, -4)])).toEqual([1, 2]);
    expect(defaultChartRunners([])).toEqual([]);
  });
});
