import type { RaceCode } from '@overlay/domain';
import type { Venue } from './venue';
import { GREYHOUND_VENUES } from './venues.greyhound';
import { HARNESS_VENUES } from './venues.harness';
import { THOROUGHBRED_VENUES } from './venues.thoroughbred';

/** Every venue the simulator can schedule a meeting at. */
export const VENUE_CATALOGUE: readonly Venue[] = [
  ...THOROUGHBRED_VENUES,
  ...GREYHOUND_VENUES,
  ...HARNESS_VENUES,
];

export function venuesFor(
  code: RaceCode,
  country: 'AU' | 'NZ',
): readonly Venue[] {
  return VENUE_CATALOGUE.filter(
    (venue) => venue.code === code && venue.country === country,
  );
}
