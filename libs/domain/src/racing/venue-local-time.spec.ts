import { venueLocalDate, venueLocalIso, zoneAbbreviation } from './venue-local-time';

describe('Unit', () => {
  describe('venueLocalIso with the meeting location', () => {
    it.each([
      // A track the table does not list takes the provider's state; with none, no venue time.
      ['Nowhere Downs', 'WA', '2026-11-21T17:00:00+08:00'],
      ['Nowhere Downs', 'SA', '2026-11-21T19:30:00+10:30'],
      ['Nowhere Downs', undefined, null],
      ['Clarence River', undefined, '2026-11-21T20:00:00+11:00'],
      ['Ladbrokes Cannon Park', undefined, '2026-11-21T19:00:00+10:00'],
      // One hour apart while NSW and VIC keep daylight time and QLD does not.
      ['Maryborough', 'QLD', '2026-11-21T19:00:00+10:00'],
      ['Richmond', 'QLD', '2026-11-21T19:00:00+10:00'],
    ] as const)('should show %s (%s) as %s', (venue, region, expected) => {
      expect(
        venueLocalIso('2026-11-21T09:00:00.000Z', {
          venue,
          country: 'AU',
          region,
        }),
      ).toBe(expected);
    });
  });

  describe('venueLocalDate', () => {
    it("should date a venue nobody can place by the country's racing calendar", () => {
      expect(venueLocalDate('2026-11-21T14:00:00.000Z', { venue: 'Nowhere Downs', country: 'AU' })).toBe('2026-11-22');
      expect(venueLocalDate('2026-11-21T14:00:00.000Z', { venue: 'Nowhere Downs', country: 'AU', region: 'WA' })).toBe('2026-11-21');
    });
  });

  describe('zoneAbbreviation', () => {
    it.each([
      ['2026-11-23T19:31:00+08:00', 'AWST'],
      ['2026-06-20T15:00:00+09:30', 'ACST'],
      ['2026-11-21T15:00:00+10:30', 'ACDT'],
      ['2026-06-20T15:00:00+10:00', 'AEST'],
      ['2026-11-21T20:00:00+11:00', 'AEDT'],
      ['2026-06-22T00:05:00+12:00', 'NZST'],
      ['2026-11-21T22:00:00+13:00', 'NZDT'],
      ['2026-11-21T12:05:00+00:00', 'UTC'],
      ['2026-11-21T12:05:00Z', 'UTC'],
      ['2026-11-21T07:05:00-05:00', 'UTC-05:00'],
    ])('should name the zone of %s %s', (iso, abbreviation) => {
      expect(zoneAbbreviation(iso)).toBe(abbreviation);
    });
  });
});
