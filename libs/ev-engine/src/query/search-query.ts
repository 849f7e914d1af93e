import type { RaceCode } from '@overlay/domain';
import {
  normaliseSearchText,
  venueAliasKeys,
  venueSearchKey,
} from '@overlay/domain';

/** A parsed dashboard search (docs/product.md §2): an optional race code, an optional race number and the remaining text. */
export interface SearchQuery {
  code: RaceCode | null;
  raceNumber: number | null;
  /** Normalised remaining text ('' = no text condition). */
  text: string;
  /** The text without spaces, matched against venue search and alias keys. */
  textKey: string;
}

const CODE_TOKENS: Readonly<Record<string, RaceCode>> = {
  tb: 'TB',
  gr: 'GR',
  hr: 'HR',
};
const NUMBER_TOKEN = /^(?:r|race)?(\d{1,2})$/;

/** Splits a search into a code token (tb, gr, hr), a race-number token (r5, race5, 5, or 'race 5') and the rest, all normalised. */
export function parseSearchQuery(query: string): SearchQuery {
  const tokens = normaliseSearchText(query)
    .split(' ')
    .filter((t) => t !== '');
  let code: RaceCode | null = null;
  let raceNumber: number | null = null;
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (code === null && CODE_TOKENS[t] !== undefined) {
      code = CODE_TOKENS[t];
      continue;
    }
    if (raceNumber === null) {
      const m = NUMBER_TOKEN.exec(t);
      if (m !== null) {
        raceNumber = Number(m[1]);
        continue;
      }
      if (
        (t === 'r' || t === 'race') &&
        i + 1 < tokens.length &&
        /^\d{1,2}$/.test(tokens[i + 1])
      ) {
        raceNumber = Number(tokens[++i]);
        continue;
      }
    }
    rest.push(t);
  }
  const text = rest.join(' ');
  return { code, raceNumber, text, textKey: text.replace(/ /g, '') };
}

/** What a search is matched against: a dashboard row or a race. */
export interface Searchable {
  venue: string;
  raceNumber: number;
  raceCode: RaceCode;
  raceName: string;
  runnerName?: string | null;
}

interface VenueKeys {
  text: string;
  key: string;
  aliases: readonly string[];
}
const venueCache = new Map<string, VenueKeys>();
const textCache = new Map<string, string>();

function venueKeys(venue: string): VenueKeys {
  let v = venueCache.get(venue);
  if (v === undefined) {
    v = {
      text: normaliseSearchText(venue),
      key: venueSearchKey(venue),
      aliases: venueAliasKeys(venue),
    };
    if (venueCache.size > 5_000) venueCache.clear();
    venueCache.set(venue, v);
  }
  return v;
}

function norm(s: string): string {
  let v = textCache.get(s);
  if (v === undefined) {
    v = normaliseSearchText(s);
    if (textCache.size > 50_000) textCache.clear();
    textCache.set(s, v);
  }
  return v;
}

/** True when the item has the query's code and race number, and the text occurs in its venue (search key or alias keys), race name or runner name. */
export function matchesSearch(query: SearchQuery, item: Searchable): boolean {
  if (query.code !== null && item.raceCode !== query.code) return false;
  if (query.raceNumber !== null && item.raceNumber !== query.raceNumber)
    return false;
  if (query.text === '') return true;
  const v = venueKeys(item.venue);
  if (v.text.includes(query.text) || v.key.includes(query.textKey)) return true;
  for (const alias of v.aliases) if (alias.includes(query.textKey)) return true;
  if (norm(item.raceName).includes(query.text)) return true;
  return item.runnerName != null && norm(item.runnerName).includes(query.text);
}

/** Rows matching a raw search string (all rows for a blank search). */
export function searchOpportunities<T extends Searchable>(
  rows: readonly T[],
  query: string,
): T[] {
  const parsed = parseSearchQuery(query);
  if (parsed.code === null && parsed.raceNumber === null && parsed.text === '')
    return rows.slice();
  return rows.filter((row) => matchesSearch(parsed, row));
}
