import { BOOKMAKERS } from '../racing/bookmakers';
import { inQuietHours, startOfLocalDay } from './alert-rule';
import { parseViewQuery } from './saved-view';
import { sameViewQuery } from './view-query-key';
import { describeViewQuery } from './view-query-words';
import { RULE } from './__fixtures__/alert-rule';

const NOW = Date.parse('2026-11-21T02:00:00.000Z');

describe('quiet hours and the local day', () => {
  // 02:00 UTC is 13:00 in Sydney (AEDT, +11) on 21 November.
  it('should be quiet inside the hours, wrapping midnight', () => {
    const at = new Date(NOW);
    expect(inQuietHours({ ...RULE, quietStart: '12:00', quietEnd: '14:00' }, at)).toBe(true);
    expect(inQuietHours({ ...RULE, quietStart: '13:01', quietEnd: '12:59' }, at)).toBe(false);
    expect(inQuietHours({ ...RULE, quietStart: '22:00', quietEnd: '13:01' }, at)).toBe(true);
    expect(inQuietHours({ ...RULE, quietStart: '22:00', quietEnd: '13:00' }, at)).toBe(false);
    expect(inQuietHours({ ...RULE, timeZone: 'Australia/Perth', quietStart: '10:00', quietEnd: '11:00' }, at)).toBe(true);
  });

  it('should start the day at local midnight', () => {
    expect(startOfLocalDay(new Date(NOW), 'Australia/Sydney').toISOString()).toBe('2026-11-20T13:00:00.000Z');
  });
});

describe('parseViewQuery', () => {
  const KNOWN = [...BOOKMAKERS];
  it('should give the canonical query of a valid one', () => {
    expect(parseViewQuery('?codes=gr,tb&min_total_ev=5&sort_by=totalEV', KNOWN).canonical).toBe('min_total_ev=5&codes=TB,GR');
  });

  it('should refuse what the dashboard would silently default', () => {
    expect(parseViewQuery('min_total_ev=1e3&min_total_ev=2&x=1', KNOWN).problems).toEqual([
      `Filter 'min_total_ev' must be a number (got "1e3")`,
      "Filter 'min_total_ev' is given more than once",
      "Unknown filter 'x'",
    ]);
  });
});

describe('a view and the address that shows it', () => {
  it.each([
    ['codes=HR,TB', 'codes=TB,HR'],
    ['codes=tb,hr&min_total_ev=5', 'min_total_ev=5&codes=HR,TB'],
    ['bookmakers=TAB,Sportsbet', 'bookmakers=sportsbet,tab'],
    ['min_total_ev=-40&within_minutes=720', ''],
    ['codes=TB,GR,HR&fair_method=shin', ''],
  ])('should match %s with %s', (a, b) => {
    expect(sameViewQuery(a, b)).toBe(true);
  });

  it.each([
    ['codes=HR', 'codes=HR,TB'],
    ['min_total_ev=5', 'min_total_ev=6'],
    ['bookmakers=TAB', ''],
  ])('should tell %s from %s', (a, b) => {
    expect(sameViewQuery(a, b)).toBe(false);
  });

  it('should store books in the catalogue order, whatever order they were given in', () => {
    expect(parseViewQuery('bookmakers=sportsbet,tab', [...BOOKMAKERS]).canonical).toBe('bookmakers=TAB,Sportsbet');
  });
});

describe('describeViewQuery', () => {
  it('should say each filter that differs from the defaults in words', () => {
    expect(describeViewQuery('min_total_ev=10&within_minutes=120&codes=TB,HR&bookmakers=Sportsbet,TAB&sort_by=bonusPct&sort_dir=asc&mode=promo_only')).toEqual([
      'TB, HR',
      'Sportsbet, TAB',
      'total EV ≥ 10 %',
      'within 2 hours',
      'promo rows only',
      'sorted by Bonus % ascending',
    ]);
  });

  it('should say when a view keeps the defaults', () => {
    expect(describeViewQuery('')).toEqual(['every opportunity (the dashboard’s defaults)']);
  });
});
