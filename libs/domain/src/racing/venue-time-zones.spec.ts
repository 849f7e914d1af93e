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
