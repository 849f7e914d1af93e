import { toZonedIso, venueLocalDate, venueLocalIso, zonedDate } from './venue-time.util';

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
      expect(zonedDate('2026-11-21T14:00:00Z', 'Australia/Sydney')).toBe('2026-11-22');
      expect(zonedDate('2026-11-21T10:00:00Z', 'Australia/Sydney')).toBe('2026-11-21');
    });
  });

  describe('venueLocalIso', () => {
    it.each([
      // Cannington once showed 22:31 (Sydney) for a 19:31 AWST race; WA keeps no DST.
      ['2026-11-23T11:31:00.000Z', 'Cannington', 'AU', '2026-11-23T19:31:00+08:00'],
      // Queensland keeps no DST: an hour behind Sydney in summer, level in winter.
      ['2026-11-21T05:00:00.000Z', 'Eagle Farm', 'AU', '2026-11-21T15:00:00+10:00'],
      ['2026-06-20T05:00:00.000Z', 'Eagle Farm', 'AU', '2026-06-20T15:00:00+10:00'],
      // South Australia: +10:30 in summer, +09:30 in winter, half an hour behind Sydney.
      ['2026-11-21T04:30:00.000Z', 'Morphettville', 'AU', '2026-11-21T15:00:00+10:30'],
      ['2026-06-20T05:30:00.000Z', 'Angle Park', 'AU', '2026-06-20T15:00:00+09:30'],
      ['2026-11-21T09:00:00.000Z', 'Darwin', 'AU', '2026-11-21T18:30:00+09:30'],
      ['2026-11-21T09:00:00.000Z', 'Hobart', 'AU', '2026-11-21T20:00:00+11:00'],
      ['2026-11-21T09:00:00.000Z', 'Ellerslie', 'NZ', '2026-11-21T22:00:00+13:00'],
      // DST edges: AU daylight time starts 2026-10-04 02:00 local, ends 2026-04-05 03:00 local.
      ['2026-10-03T15:59:00.000Z', 'Flemington', 'AU', '2026-10-04T01:59:00+10:00'],
      ['2026-10-03T16:00:00.000Z', 'Flemington', 'AU', '2026-10-04T03:00:00+11:00'],
      ['2026-04-04T15:59:00.000Z', 'Morphettville', 'AU', '2026-04-05T02:29:00+10:30'],
      ['2026-04-04T16:30:00.000Z', 'Morphettville', 'AU', '2026-04-05T02:00:00+09:30'],
      // NZ daylight time starts 2026-09-27 02:00 local.
      ['2026-09-26T14:00:00.000Z', 'Trentham', 'NZ', '2026-09-27T03:00:00+13:00'],
      // Perth has no edge: the same +08:00 either side of the eastern switch.
      ['2026-10-03T16:00:00.000Z', 'Ascot', 'AU', '2026-10-04T00:00:00+08:00'],
    ] as const)('should show %s at %s (%s) as %s', (utc, venue, country, expected) => {
      expect(venueLocalIso(utc, { venue, country })).toBe(expected);
      expect(Date.parse(expected)).toBe(Date.parse(utc));
    });

    it('should date a Perth night meeting by Perth, not by Sydney', () => {
      // 21:00 AWST on the 21st is already 00:00 AEDT on the 22nd.
      const utc = '2026-11-21T13:00:00.000Z';
      expect(venueLocalDate(utc, { venue: 'Cannington', country: 'AU' })).toBe('2026-11-21');
      expect(zonedDate(utc, 'Australia/Sydney')).toBe('2026-11-22');
    });
  });
});
