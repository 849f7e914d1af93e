import { normaliseSearchText, RACE_CODES, venueAliasKeys, venueSearchKey } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';

/**
 * A race search query, parsed as the dashboard search is (spec §2): a race code token (tb, gr,
 * hr), a race number token (r5, race5, race 5 or 5), and the rest as text. Kept here until the
 * engine's search parser exists; it reuses the domain's normalisation and venue keys.
 */
export interface RaceSearch {
  codes: RaceCode[];
  number: number | null;
  text: string;
}

export interface SearchableRace {
  venue: string;
  name: string;
  code: RaceCode;
  number: number;
}

const NUMBER_TOKEN = /^(?:r|race)?(\d{1,2})$/;

export function parseRaceSearch(query: string): RaceSearch {
  const tokens = normaliseSearchText(query).split(' ').filter(Boolean);
  const codes: RaceCode[] = [];
  let number: number | null = null;
  const text: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const code = token.toUpperCase() as RaceCode;
    const next = tokens[i + 1];
    if (RACE_CODES.includes(code)) {
      codes.push(code);
    } else if (NUMBER_TOKEN.test(token)) {
      number = Number(NUMBER_TOKEN.exec(token)?.[1]);
    } else if ((token === 'r' || token === 'race') && next !== undefined && /^\d{1,2}$/.test(next)) {
      number = Number(next);
      i += 1;
    } else {
      text.push(token);
    }
  }
  return { codes, number, text: text.join(' ') };
}

export function matchesRaceSearch(race: SearchableRace, search: RaceSearch): boolean {
  if (search.codes.length > 0 && !search.codes.includes(race.code)) return false;
  if (search.number !== null && race.number !== search.number) return false;
  if (search.text === '') return true;
  const key = search.text.replace(/ /g, '');
  return (
    normaliseSearchText(race.venue).includes(search.text) ||
    venueSearchKey(race.venue).includes(key) ||
    venueAliasKeys(race.venue).some((alias) => alias.includes(key)) ||
    normaliseSearchText(race.name).includes(search.text)
  );
}
