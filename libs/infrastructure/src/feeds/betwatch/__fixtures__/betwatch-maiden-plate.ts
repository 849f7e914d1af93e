import type { BwEvent, BwVenue } from '../betwatch.types';

// The one race the market's unit specs hold: Flemington R3, a Maiden Plate (ids evt_1, ven_1).

export function flemington(subdivision = 'AU-VIC'): BwVenue {
  return {
    id: 'ven_1',
    name: 'Flemington',
    country: 'au',
    timezone: 'Australia/Melbourne',
    sport: 'thoroughbred',
    subdivision,
  };
}

export function maidenPlate(updatedAt: string, event: Partial<BwEvent> = {}): BwEvent {
  return {
    id: 'evt_1',
    name: 'Maiden Plate',
    sport: 'thoroughbred',
    startAt: '2026-11-21T12:00:00+11:00',
    status: 'open',
    updatedAt,
    venueId: 'ven_1',
    racing: { raceNumber: 3 },
    ...event,
  };
}
