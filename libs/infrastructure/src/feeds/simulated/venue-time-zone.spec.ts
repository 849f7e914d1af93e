import { STATE_TIME_ZONES, venueTimeZone } from '@overlay/domain';
import { offsetMinutesOn } from './local-time';
import type { VenueRegion } from './venue';
import { VENUE_CATALOGUE } from './venue-catalogue';

/** The zone a catalogue region stands for. */
const regionZone = (region: VenueRegion): string =>
  region === 'NZL' ? 'Pacific/Auckland' : STATE_TIME_ZONES[region];

/** UTC offset in minutes of a zone at local noon of a date, read from Intl. */
function intlOffsetMinutes(zone: string, date: string): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${date}T02:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

describe('Unit', () => {
  describe('simulated venues and the domain time-zone table', () => {
    it('should place every catalogue venue in the zone of its region: by the state the feed gives, and by name alone where the name stands in one state', () => {
      const misplaced = VENUE_CATALOGUE.filter(
        (venue) =>
          venueTimeZone(venue.name, venue.country, venue.region) !== regionZone(venue.region) ||
          ![regionZone(venue.region), null].includes(venueTimeZone(venue.name, venue.country)),
      ).map((venue) => `${venue.name} (${venue.region})`);
      expect(misplaced).toEqual([]);
      // Richmond stands in NSW and QLD: by name alone, no zone; the feed's state places it.
      expect(VENUE_CATALOGUE.filter((venue) => venueTimeZone(venue.name, venue.country) === null).map((venue) => venue.name)).toEqual(['Richmond']);
    });

    // Dates either side of the AU and NZ switches (first Sunday of October and April; last
    // Sunday of September), and mid-winter and mid-summer.
    it.each([
      '2026-01-15',
      '2026-04-04',
      '2026-04-06',
      '2026-06-21',
      '2026-09-26',
      '2026-09-28',
      '2026-10-03',
      '2026-10-05',
      '2026-12-25',
    ])(
      'should schedule by the same offsets as the IANA zones on %s',
      (date) => {
        const regions: VenueRegion[] = [
          'NSW',
          'ACT',
          'VIC',
          'QLD',
          'SA',
          'WA',
          'TAS',
          'NT',
          'NZL',
        ];
        const local = regions.map((region) => offsetMinutesOn(region, date));
        const intl = regions.map((region) =>
          intlOffsetMinutes(regionZone(region), date),
        );
        expect(local).toEqual(intl);
      },
    );
  });
});
