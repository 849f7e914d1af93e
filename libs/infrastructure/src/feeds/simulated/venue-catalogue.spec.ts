import { VENUE_CATALOGUE, venuesFor } from './venue-catalogue';

describe('Unit', () => {
  describe('VENUE_CATALOGUE', () => {
    it('should give every venue a unique id', () => {
      const ids = VENUE_CATALOGUE.map((venue) => venue.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it.each([
      [
        'TB',
        [
          'Flemington',
          'Randwick',
          'Rosehill Gardens',
          'Moonee Valley',
          'Caulfield',
          'Doomben',
          'Eagle Farm',
          'Morphettville',
          'Ascot',
          'Ellerslie',
          'Trentham',
          'Riccarton',
        ],
      ],
      [
        'GR',
        [
          'Wentworth Park',
          'The Meadows',
          'Sandown Park',
          'Albion Park',
          'Angle Park',
          'Cannington',
          'Addington',
        ],
      ],
      [
        'HR',
        [
          'Menangle',
          'Melton',
          'Albion Park',
          'Gloucester Park',
          'Alexandra Park',
          'Addington',
        ],
      ],
    ] as const)('should hold the well-known %s venues', (code, names) => {
      const known = VENUE_CATALOGUE.filter((venue) => venue.code === code).map(
        (venue) => venue.name,
      );
      expect(known).toEqual(expect.arrayContaining([...names]));
    });

    it('should have enough venues for a Saturday in both countries', () => {
      expect(venuesFor('TB', 'AU').length).toBeGreaterThan(40);
      expect(venuesFor('GR', 'AU').length).toBeGreaterThan(20);
      expect(venuesFor('HR', 'AU').length).toBeGreaterThan(15);
      expect(venuesFor('TB', 'NZ').length).toBeGreaterThan(8);
      expect(venuesFor('GR', 'NZ').length).toBeGreaterThan(2);
      expect(venuesFor('HR', 'NZ').length).toBeGreaterThan(4);
    });

    it('should mark shared greyhound and harness tracks apart in ids', () => {
      const albion = VENUE_CATALOGUE.filter(
        (venue) => venue.name === 'Albion Park',
      ).map((venue) => venue.id);
      expect(albion.sort()).toEqual(['albion-park-gr', 'albion-park-hr']);
      expect(
        VENUE_CATALOGUE.find((venue) => venue.name === 'Flemington')?.id,
      ).toBe('flemington');
    });
  });
});
