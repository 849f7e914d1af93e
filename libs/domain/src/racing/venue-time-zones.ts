import type { Country } from './race-code';
import { AU_TRACKS, OWN_TRACK_ZONES } from './racing-venues';

/** Australian states and territories as feeds spell meeting locations (Betwatch `location`). */
export type AustralianState =
  'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';

/** IANA zone of each state: racecards are written in the track's own time. */
export const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The zone of a country's racing calendar dates (a meeting's date where its venue's zone is unknown). */
export const COUNTRY_TIME_ZONES: Readonly<Record<Country, string>> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

/** Lower case without accents, punctuation or spaces: "Te Rapa", "te-rapa" and "TE RAPA" meet. */
export function venueKey(venue: string): string {
  return venue
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The words of a name, keyed as venueKey keys a whole name: "Sportsbet-Pakenham" → sportsbet, pakenham. */
function venueWords(venue: string): string[] {
  return venue
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Each listed name's zones (two when the name stands in two states on different clocks). */
const ZONES_BY_KEY = new Map<string, Set<string>>();
/** Names with a zone other than their state's, by state. */
const OWN_ZONES_BY_STATE = new Map<AustralianState, Map<string, string>>();
const WORDS_BY_KEY = new Map<string, string[]>();
for (const [state, zones] of Object.entries(OWN_TRACK_ZONES) as [AustralianState, Record<string, string>][]) {
  OWN_ZONES_BY_STATE.set(state, new Map(Object.entries(zones).map(([name, zone]) => [venueKey(name), zone])));
}
for (const [state, names] of Object.entries(AU_TRACKS) as [AustralianState, string][]) {
  for (const name of names.split(',')) {
    const key = venueKey(name);
    const zone = OWN_ZONES_BY_STATE.get(state)?.get(key) ?? STATE_TIME_ZONES[state];
    let zones = ZONES_BY_KEY.get(key);
    if (!zones) ZONES_BY_KEY.set(key, (zones = new Set()));
    zones.add(zone);
    WORDS_BY_KEY.set(key, venueWords(name));
  }
}
// Longest first, so "Sandown Park" wins over "Sandown" inside a sponsor's longer name.
const KEYS_LONGEST_FIRST = [...ZONES_BY_KEY.keys()].sort(
  (a, b) => b.length - a.length,
);

/** The one zone a listed name stands for; null when it stands in two zones, undefined when unlisted. */
function zoneOfName(key: string): string | null | undefined {
  const zones = ZONES_BY_KEY.get(key);
  if (!zones) return undefined;
  return zones.size === 1 ? [...zones][0] : null;
}

/** True when `words` holds `part` as whole words in a row ("sky warwick farm" holds "warwick farm"). */
function holdsWords(
  words: readonly string[],
  part: readonly string[],
): boolean {
  for (let start = 0; start + part.length <= words.length; start += 1) {
    if (part.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** The Australian state or territory a provider's meeting location names (`NSW`, `AU-NSW`), else null. */
function stateOf(region: string | null | undefined): AustralianState | null {
  const code = region?.trim().toUpperCase().replace(/^AU-/, '');
  return code && code in STATE_TIME_ZONES ? (code as AustralianState) : null;
}

/**
 * The zone of a provider's meeting location (Betwatch `meeting.location`): an Australian state
 * or territory, or NZ / NZL; null for anything else.
 */
export function regionTimeZone(
  region: string | null | undefined,
): string | null {
  const code = region?.trim().toUpperCase();
  if (code === 'NZ' || code === 'NZL') return COUNTRY_TIME_ZONES.NZ;
  const state = stateOf(region);
  return state ? STATE_TIME_ZONES[state] : null;
}

/**
 * The IANA time zone a venue's racecard is written in (docs/architecture.md §3, "Venue time"),
 * or null when nobody can say. Every NZ track is on New Zealand time. An Australian one takes the
 * provider's state when given (the one track of that state on another clock, Broken Hill, keeps
 * its own); without a state, the track's name when the table lists it in one zone only, exactly
 * or standing as whole words inside a longer name ("Sportsbet Pakenham", never "Clare" inside
 * "Clarence River"). A name nobody listed, or one that stands in two zones (Maryborough, VIC or
 * QLD), gives null: the viewer's own clock is shown, and says so, never a guessed zone.
 */
export function venueTimeZone(
  venue: string,
  country: Country,
  region?: string | null,
): string | null {
  if (country === 'NZ') return COUNTRY_TIME_ZONES.NZ;
  const key = venueKey(venue);
  const state = stateOf(region);
  if (state) return OWN_ZONES_BY_STATE.get(state)?.get(key) ?? STATE_TIME_ZONES[state];
  const exact = zoneOfName(key);
  if (exact !== undefined) return exact;
  const words = venueWords(venue);
  const inside = KEYS_LONGEST_FIRST.find((known) =>
    holdsWords(words, WORDS_BY_KEY.get(known) as string[]),
  );
  return inside === undefined ? null : (zoneOfName(inside) ?? null);
}
