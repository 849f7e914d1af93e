import {
  normaliseSearchText,
  venueAliasKeys,
  venueSearchKey,
} from '../../search/search-text';

// How well a typed phrase names a venue; the best score wins, ties are ambiguous.
const EXACT = 100;
const ALIAS = 90;
const PREFIX = 70;
const INITIALS = 50;

function initials(venue: string): string {
  const words = normaliseSearchText(venue).split(' ');
  return words.length >= 2 ? words.map((word) => word[0]).join('') : '';
}

function score(
  phraseKey: string,
  venue: string,
  allowInitials: boolean,
): number {
  const key = venueSearchKey(venue);
  if (phraseKey === key) return EXACT;
  if (venueAliasKeys(venue).includes(phraseKey)) return ALIAS;
  if (phraseKey.length >= 4 && key.startsWith(phraseKey)) return PREFIX;
  if (allowInitials && phraseKey === initials(venue)) return INITIALS;
  return 0;
}

function bestOf(
  phrase: string,
  venues: readonly string[],
  allowInitials: boolean,
) {
  const keys = [
    venueSearchKey(phrase),
    venueSearchKey(phrase.replace(/^the /, '')),
  ];
  let best = 0;
  let matches: string[] = [];
  for (const venue of venues) {
    const value = Math.max(
      ...keys.map((key) => (key ? score(key, venue, allowInitials) : 0)),
    );
    if (value > best) [best, matches] = [value, [venue]];
    else if (value === best && value > 0) matches.push(venue);
  }
  return { best, matches };
}

/**
 * The venues a phrase names, among the venues that race: the whole phrase first, then its
 * longest run of words that names a venue (so "ladbrokes flemington" still finds Flemington).
 * More than one venue back means the phrase is ambiguous ("sandown": Lakeside and Park).
 */
export function matchVenues(
  phrase: string,
  venues: readonly string[],
): string[] {
  const words = phrase.split(' ').filter(Boolean);
  const whole = bestOf(
    phrase,
    venues,
    words.length === 1 && phrase.length <= 3,
  );
  if (whole.best > 0) return whole.matches;
  for (let size = words.length - 1; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const part = words.slice(start, start + size).join(' ');
      const found = bestOf(part, venues, false);
      if (found.best >= PREFIX) return found.matches;
    }
  }
  return [];
}
