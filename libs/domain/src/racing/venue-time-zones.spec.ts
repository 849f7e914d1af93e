import { venueKey, venueTimeZone } from './venue-time-zones';

describe('Unit', () => {
  describe('venueTimeZone', () => {
    it.each([
      ['Cannington', 'AU', 'Australia/Perth'],
      ['Ascot', 'AU', 'Australia/Perth'],
      ['Gloucester Park', 'AU', 'Australia/Perth'],
      ['Eagle Farm', 'AU', 'Australia/Brisbane'],
      ['Albion Park', 'AU', 'Australia/Brisbane'],
      ['Morphettville', 'AU', 'Australia/Adelaide'],
      ['Angle Park', 'AU', 'Australia/Adelaide'],
      ['Darwin', 'AU', 'Australia/Darwin'],
      ['Alice Springs', 'AU', 'Australia/Darwin'],
      ['Launceston', 'AU', 'Australia/Hobart'],
      ['Randwick', 'AU', 'Australia/Sydney'],
      ['Canberra', 'AU', 'Australia/Sydney'],
      ['Flemington', 'AU', 'Australia/Melbourne'],
      ['The Meadows', 'AU', 'Australia/Melbourne'],
      ['Broken Hill', 'AU', 'Australia/Broken_Hill'],
      ['Ellerslie', 'NZ', 'Pacific/Auckland'],
      ['Addington', 'NZ', 'Pacific/Auckland'],
    ] as const)('should put %s (%s) in %s', (venue, country, zone) => {
      expect(venueTimeZone(venue, country)).toBe(zone);
    });

    it.each([
      ['CANNINGTON', 'Australia/Perth'],
      ['eagle-farm', 'Australia/Brisbane'],
      ['Mórphettville  Parks', 'Australia/Adelaide'],
      ['Racing.com Park', 'Australia/Melbourne'],
      ['Sportsbet-Pakenham', 'Australia/Melbourne'],
      ['Ladbrokes Cannington', 'Australia/Perth'],
      // The longer known name inside wins: Warwick Farm (NSW), not Warwick (QLD).
      ['Sky Warwick Farm', 'Australia/Sydney'],
    ])(
      'should match %s without case, accents or punctuation (%s)',
      (venue, zone) => {
        expect(venueTimeZone(venue, 'AU')).toBe(zone);
      },
    );

    it.each([
      // Grafton NSW: "Clare" (SA) is not a whole word of it (it was Adelaide by that rule).
      ['Clarence River', undefined, 'Australia/Sydney'],
      // Cairns QLD, a sponsor's name before the track's (it was Sydney, the fallback).
      ['Ladbrokes Cannon Park', undefined, 'Australia/Brisbane'],
      ['Ladbrokes Cannon Park', 'QLD', 'Australia/Brisbane'],
      // A track nobody listed takes the provider's meeting location before the fallback.
      ['Nowhere Downs', 'WA', 'Australia/Perth'],
      ['Nowhere Downs', 'nt', 'Australia/Darwin'],
      ['Nowhere Downs', 'SA', 'Australia/Adelaide'],
      ['Nowhere Downs', 'NZL', 'Pacific/Auckland'],
      ['Nowhere Downs', 'XX', 'Australia/Sydney'],
      ['Nowhere Downs', null, 'Australia/Sydney'],
      // A listed name wins over the location: Broken Hill is in NSW on South Australian time.
      ['Broken Hill', 'NSW', 'Australia/Broken_Hill'],
      // The location wins over a guess from a word inside the name.
      ['Sky Ascot Downs', 'QLD', 'Australia/Brisbane'],
      ['Sky Ascot Downs', undefined, 'Australia/Perth'],
    ] as const)('should put %s (location %s) in %s', (venue, region, zone) => {
      expect(venueTimeZone(venue, 'AU', region)).toBe(zone);
    });

    it('should fall back to the country zone for a track nobody listed', () => {
      expect(venueTimeZone('Nowhere Downs', 'AU')).toBe('Australia/Sydney');
      // Short names are matched only whole: "York" (WA) is not found inside "Yorketown".
      expect(venueTimeZone('Yorketown', 'AU')).toBe('Australia/Sydney');
      expect(venueTimeZone('Nowhere Downs', 'NZ')).toBe('Pacific/Auckland');
    });

    it('should key names the same however they are written', () => {
      expect(venueKey('Te Rapa')).toBe(venueKey(' te-RAPA '));
      expect(venueKey('Mórphettville')).toBe('morphettville');
    });
  });
});
