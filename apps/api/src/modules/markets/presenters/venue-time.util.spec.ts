import { COUNTRY_TIME_ZONES, toZonedIso, zonedDate } from './venue-time.util';

describe('Unit', () => {
  describe('toZonedIso', () => {
    it.each([
      // Sydney: AEDT (+11) in November, AEST (+10) in June.
      ['2026-11-21T12:05:00.000Z', 'Australia/Sydney', '2026-11-21T23:05:00+11:00'],
      ['2026-06-21T12:05:00.000Z', 'Australia/Sydney', '2026-06-21T22:05:00+10:00'],
      // Auckland: NZDT (+13) in November, NZST (+12) in June.
      ['2026-11-21T12:05:00.000Z', 'Pacific/Auckland', '2026-11-22T01:05:00+13:00'],
      ['2026-06-21T12:05:00.000Z', 'Pacific/Auckland', '2026-06-22T00:05:00+12:00'],
      ['2026-11-21T12:05:00.000Z', 'UTC', '2026-11-21T12:05:00+00:00'],
    ])('should show %s in %s as %s', (utc, zone, expected) => {
      expect(toZonedIso(utc, zone)).toBe(expected);
      expect(Date.parse(expected)).toBe(Date.parse(utc));
    });
  });

  describe('zonedDate', () => {
    it('should give the venue-local date, which may be the next UTC day', () => {
      expect(zonedDate('2026-11-21T14:00:00Z', COUNTRY_TIME_ZONES.AU)).toBe('2026-11-22');
      expect(zonedDate('2026-11-21T10:00:00Z', COUNTRY_TIME_ZONES.AU)).toBe('2026-11-21');
    });
  });
});
