import type { RaceCode } from '../racing/race-code';
import { RACE_CODES } from '../racing/race-code';
import { isSortField } from '../opportunity/opportunity';
import type { OpportunitiesQuery } from './filters';
import { FILTER_DEFAULTS, SERVER_QUERY_LIMITS } from './filters';

/** A parsed query string: Express/Nest give a string, an array for repeated keys, or nothing. */
export type RawQuery = Readonly<
  Record<string, string | readonly string[] | undefined>
>;

// Plain decimal notation only: '', '0x10', 'Infinity' and '1e999' are not numbers here.
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function first(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

function list(raw: RawQuery, key: string): string[] {
  const value = raw[key];
  if (value === undefined) return [];
  const joined = typeof value === 'string' ? value : value.join(',');
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A finite number from a query value, or the fallback when missing or not numeric. */
export function parseQueryNumber(
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  if (!NUMERIC.test(trimmed)) return fallback;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : fallback;
}

function parseInteger(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const n = Math.trunc(parseQueryNumber(value, fallback));
  return Math.min(max, Math.max(min, n));
}

/** codes: comma list, case-insensitive; unknown values dropped; every code when none is valid. */
export function parseRaceCodes(values: readonly string[]): RaceCode[] {
  const wanted = new Set(values.map((v) => v.toUpperCase()));
  const codes = RACE_CODES.filter((c) => wanted.has(c));
  return codes.length > 0 ? codes : RACE_CODES.slice();
}

/** bookmakers: comma list matched case-insensitively to the known names (canonical spelling kept); all when none match. */
export function parseBookmakers(
  values: readonly string[],
  knownBookmakers: readonly string[],
): string[] {
  const byLower = new Map<string, string>();
  for (const name of knownBookmakers) byLower.set(name.toLowerCase(), name);
  const picked: string[] = [];
  for (const value of values) {
    const name = byLower.get(value.toLowerCase());
    if (name !== undefined && !picked.includes(name)) picked.push(name);
  }
  return picked.length > 0 ? picked : knownBookmakers.slice();
}

/** races: comma list of race ids, each once, sorted; none (every race) when empty or longer than the limit. */
function parseRaceIds(values: readonly string[]): string[] | undefined {
  const races = [...new Set(values)].sort();
  return races.length === 0 || races.length > SERVER_QUERY_LIMITS.races.max ? undefined : races;
}

/**
 * The opportunities query string → typed state (docs/product.md §2 Dashboard, docs/architecture.md §5). Numbers that are not
 * numeric fall back to their defaults; max_results is clamped to 1..5000 and within_minutes to
 * 1..10080; include_promos=false wins over mode=promo_only (promo-only is off while promos are excluded).
 */
export function parseOpportunitiesQuery(
  raw: RawQuery,
  knownBookmakers: readonly string[],
): OpportunitiesQuery {
  const d = FILTER_DEFAULTS;
  const includePromos = first(raw, 'include_promos') !== 'false';
  const sortByRaw = first(raw, 'sort_by');
  const sortBy = isSortField(sortByRaw) ? sortByRaw : d.sortBy;
  const sortDirRaw = first(raw, 'sort_dir');
  const raceId = first(raw, 'race_id')?.trim() ?? '';
  const races = parseRaceIds(list(raw, 'races'));
  return {
    minTotalEV: parseQueryNumber(first(raw, 'min_total_ev'), d.minTotalEV),
    maxOdds: parseQueryNumber(first(raw, 'max_odds'), d.maxOdds),
    minBonusPct: parseQueryNumber(first(raw, 'min_bonus_pct'), d.minBonusPct),
    withinMinutes: parseInteger(
      first(raw, 'within_minutes'),
      d.withinMinutes,
      SERVER_QUERY_LIMITS.withinMinutes.min,
      SERVER_QUERY_LIMITS.withinMinutes.max,
    ),
    maxResults: parseInteger(
      first(raw, 'max_results'),
      d.maxResults,
      SERVER_QUERY_LIMITS.maxResults.min,
      SERVER_QUERY_LIMITS.maxResults.max,
    ),
    requireTwoBookies: first(raw, 'require_two_bookies') === 'true',
    includePromos,
    promoOnly: includePromos && first(raw, 'mode') === 'promo_only',
    raceCodes: parseRaceCodes(list(raw, 'codes')),
    bookmakers: parseBookmakers(list(raw, 'bookmakers'), knownBookmakers),
    minRating: parseQueryNumber(first(raw, 'min_rating'), d.minRating),
    layOnly: first(raw, 'lay_only') === 'true',
    q: first(raw, 'q') ?? '',
    raceId: raceId === '' ? null : raceId,
    sortBy,
    sortDir:
      sortDirRaw === 'asc' || sortDirRaw === 'desc' ? sortDirRaw : d.sortDir,
    matched: first(raw, 'matched') === 'true',
    ...(races === undefined ? {} : { races }),
  };
}

export interface SerializeOptions {
  /** Known bookmakers: when the selection is all of them, `bookmakers` is left out (all if none). */
  knownBookmakers?: readonly string[];
  /** Leave out values equal to their defaults (the dashboard URL); the api call sends them all. */
  omitDefaults?: boolean;
}

const enc = encodeURIComponent;

/** Typed state → query string without '?'; min_bonus_pct only when above 0, race_id and q only when set (docs/product.md §7). */
export function serializeOpportunitiesQuery(
  query: Partial<OpportunitiesQuery>,
  options: SerializeOptions = {},
): string {
  const d = FILTER_DEFAULTS;
  const omit = options.omitDefaults === true;
  const parts: string[] = [];
  const put = (
    key: string,
    value: string | number | boolean | undefined,
    fallback?: string | number | boolean,
  ): void => {
    if (value === undefined || (omit && value === fallback)) return;
    parts.push(`${key}=${enc(String(value))}`);
  };
  put('min_total_ev', query.minTotalEV, d.minTotalEV);
  put('max_odds', query.maxOdds, d.maxOdds);
  if (query.minBonusPct !== undefined && query.minBonusPct > 0)
    put('min_bonus_pct', query.minBonusPct);
  put('within_minutes', query.withinMinutes, d.withinMinutes);
  put('max_results', query.maxResults, d.maxResults);
  put('require_two_bookies', query.requireTwoBookies, d.requireTwoBookies);
  if (query.promoOnly !== undefined)
    put('mode', query.promoOnly ? 'promo_only' : 'standard', 'standard');
  put('include_promos', query.includePromos, d.includePromos);
  if (
    query.raceCodes !== undefined &&
    !(omit && query.raceCodes.length === RACE_CODES.length)
  ) {
    parts.push(`codes=${query.raceCodes.map(enc).join(',')}`);
  }
  const known = options.knownBookmakers;
  const allBooks =
    known !== undefined &&
    query.bookmakers !== undefined &&
    query.bookmakers.length >= known.length &&
    known.every((k) =>
      query.bookmakers?.some((b) => b.toLowerCase() === k.toLowerCase()),
    );
  if (
    query.bookmakers !== undefined &&
    query.bookmakers.length > 0 &&
    !allBooks
  ) {
    parts.push(`bookmakers=${query.bookmakers.map(enc).join(',')}`);
  }
  if (query.minRating !== undefined && query.minRating > 0)
    put('min_rating', query.minRating);
  if (query.layOnly === true) put('lay_only', true);
  if (query.q) put('q', query.q);
  if (query.raceId) put('race_id', query.raceId);
  put('sort_by', query.sortBy, d.sortBy);
  put('sort_dir', query.sortDir, d.sortDir);
  if (query.matched === true) put('matched', true);
  if (query.races !== undefined && query.races.length > 0)
    parts.push(`races=${query.races.map(enc).join(',')}`);
  return parts.join('&');
}
