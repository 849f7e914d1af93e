import { AU_TRACKS } from './racing-venues';
import { STATE_TIME_ZONES, venueKey, venueTimeZone } from './venue-time-zones';
import type { AustralianState } from './venue-time-zones';

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
      // Grafton NSW: "Clare" (SA) is not a whole word of it.
      ['Clarence River', undefined, 'Australia/Sydney'],
      // Cairns QLD, a sponsor's name before the track's.
      ['Ladbrokes Cannon Park', undefined, 'Australia/Brisbane'],
      ['Ladbrokes Cannon Park', 'QLD', 'Australia/Brisbane'],
      // The provider's state wins over the name: a track in two states is wherever the provider says.
      ['Maryborough', 'QLD', 'Australia/Brisbane'],
      ['Maryborough', 'VIC', 'Australia/Melbourne'],
      ['Richmond', 'QLD', 'Australia/Brisbane'],
      ['Richmond', 'NSW', 'Australia/Sydney'],
      ['Richmond', 'AU-QLD', 'Australia/Brisbane'],
      // A name in one state is placed by the name when the provider gives no state.
      ['Sky Ascot Downs', undefined, 'Australia/Perth'],
      ['Sky Ascot Downs', 'QLD', 'Australia/Brisbane'],
      // A track nobody listed takes the provider's state.
      ['Nowhere Downs', 'WA', 'Australia/Perth'],
      ['Nowhere Downs', 'nt', 'Australia/Darwin'],
      ['Nowhere Downs', 'SA', 'Australia/Adelaide'],
      // Broken Hill, in NSW, keeps South Australian time even when the provider says NSW.
      ['Broken Hill', 'NSW', 'Australia/Broken_Hill'],
    ] as const)('should put %s (location %s) in %s', (venue, region, zone) => {
      expect(venueTimeZone(venue, 'AU', region)).toBe(zone);
    });

    // The tracks the Sydney fallback used to put hours wrong.
    it.each([
      ['Port Hedland', 'Australia/Perth'],
      ['Derby', 'Australia/Perth'],
      ['Kununurra', 'Australia/Perth'],
      ['Mount Barker', 'Australia/Perth'],
      ['Beverley', 'Australia/Perth'],
      ['Ceduna', 'Australia/Adelaide'],
      ['Roxby Downs', 'Australia/Adelaide'],
      ['Quorn', 'Australia/Adelaide'],
      ['Streaky Bay', 'Australia/Adelaide'],
      ['Adelaide River', 'Australia/Darwin'],
      ['Corbould Park', 'Australia/Brisbane'],
      ['Birdsville', 'Australia/Brisbane'],
      ['Goondiwindi', 'Australia/Brisbane'],
      ['Charleville', 'Australia/Brisbane'],
    ])('should know %s without a state (%s)', (venue, zone) => {
      expect(venueTimeZone(venue, 'AU')).toBe(zone);
    });

    it("should name no zone for a track nobody listed, or one that stands in two zones, without the provider's state", () => {
      expect(venueTimeZone('Nowhere Downs', 'AU')).toBeNull();
      expect(venueTimeZone('Nowhere Downs', 'AU', 'XX')).toBeNull();
      expect(venueTimeZone('Nowhere Downs', 'AU', null)).toBeNull();
      expect(venueTimeZone('Maryborough', 'AU')).toBeNull();
      expect(venueTimeZone('Richmond', 'AU')).toBeNull();
      expect(venueTimeZone('Sportsbet Maryborough', 'AU')).toBeNull();
      // Short names are matched only whole: "York" (WA) is not found inside "Yorketown".
      expect(venueTimeZone('Yorketown', 'AU')).toBeNull();
      expect(venueTimeZone('Nowhere Downs', 'NZ')).toBe('Pacific/Auckland');
    });

    it("should put every listed track of one state in that state's zone (Broken Hill aside)", () => {
      const misplaced: string[] = [];
      for (const [state, names] of Object.entries(AU_TRACKS) as [AustralianState, string][])
        for (const name of names.split(',').map((n) => n.trim()))
          if (venueTimeZone(name, 'AU', state) !== STATE_TIME_ZONES[state] && name !== 'Broken Hill')
            misplaced.push(`${name} (${state})`);
      expect(misplaced).toEqual([]);
      const listed = Object.values(AU_TRACKS).reduce((n, names) => n + names.split(',').length, 0);
      expect(listed).toBeGreaterThan(450);
    });

    it('should key names the same however they are written', () => {
      expect(venueKey('Te Rapa')).toBe(venueKey(' te-RAPA '));
      expect(venueKey('Mórphettville')).toBe('morphettville');
    });
  });
});
