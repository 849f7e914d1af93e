import {
  addDays,
  localDateOf,
  localTimeToUtc,
  offsetMinutesOn,
  weekdayOf,
} from './local-time';

describe('Unit', () => {
  describe('offsetMinutesOn', () => {
    it.each([
      ['NSW', '2026-11-21', 660],
      ['NSW', '2026-06-21', 600],
      ['NSW', '2026-10-03', 600], // Saturday before the first Sunday of October
      ['NSW', '2026-10-04', 660],
      ['NSW', '2026-04-04', 660], // Saturday before the first Sunday of April
      ['NSW', '2026-04-05', 600],
      ['QLD', '2026-11-21', 600],
      ['SA', '2026-11-21', 630],
      ['NT', '2026-11-21', 570],
      ['WA', '2026-11-21', 480],
      ['NZL', '2026-09-26', 720], // Saturday before the last Sunday of September
      ['NZL', '2026-09-27', 780],
      ['NZL', '2026-06-01', 720],
    ] as const)(
      'should give %s on %s an offset of %i minutes',
      (region, date, offset) => {
        expect(offsetMinutesOn(region, date)).toBe(offset);
      },
    );
  });

  describe('localTimeToUtc', () => {
    it('should turn a Flemington 12:30 start in summer into 01:30 UTC', () => {
      expect(
        new Date(localTimeToUtc('2026-11-21', 750, 'VIC')).toISOString(),
      ).toBe('2026-11-21T01:30:00.000Z');
    });

    it('should turn a Perth 18:00 start into 10:00 UTC', () => {
      expect(
        new Date(localTimeToUtc('2026-11-21', 1080, 'WA')).toISOString(),
      ).toBe('2026-11-21T10:00:00.000Z');
    });
  });

  describe('localDateOf', () => {
    it('should read 14:00 UTC as the next day in Sydney and the same day in Perth', () => {
      const instant = Date.parse('2026-11-21T14:00:00Z');
      expect(localDateOf(instant, 'NSW')).toBe('2026-11-22');
      expect(localDateOf(instant, 'WA')).toBe('2026-11-21');
    });
  });

  describe('calendar helpers', () => {
    it('should add days across months and know the weekday', () => {
      expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(weekdayOf('2026-11-21')).toBe(6);
    });
  });
});
