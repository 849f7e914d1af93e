import type { FairPriceMethod } from '../betting/betting-settings';
import { isSortField } from '../opportunity/opportunity';
import { RACE_CODES } from '../racing/race-code';
import { parseOpportunitiesQuery, serializeOpportunitiesQuery } from '../filters/filter-query';
import type { OpportunitiesQuery } from '../filters/filters';
import { SERVER_QUERY_LIMITS } from '../filters/filters';

/**
 * A saved view (docs/product.md "Alerts"): a named set of dashboard filters, stored per user. `query` is the
 * dashboard address's query string in its canonical form (defaults left out), `fairMethod` the
 * fair-price method it was saved with (null: the user's own setting).
 */
export interface SavedView {
  id: string;
  userId: string;
  name: string;
  query: string;
  fairMethod: FairPriceMethod | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export const VIEW_NAME_MAX = 60;
const TEXT_MAX = 200;
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const WHOLE = /^\d+$/;

type Check = (value: string, known: readonly string[]) => string | null;

const numberCheck: Check = (v) => (NUMERIC.test(v) ? null : 'must be a number');
const wholeIn =
  (min: number, max: number): Check =>
  (v) =>
    WHOLE.test(v) && Number(v) >= min && Number(v) <= max ? null : `must be a whole number from ${min} to ${max}`;
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    values.includes(v) ? null : `must be one of ${values.join(', ')}`;
const listOf =
  (pick: (known: readonly string[]) => readonly string[], what: string): Check =>
  (v, known) => {
    const allowed = new Set(pick(known).map((s) => s.toLowerCase()));
    const bad = v.split(',').find((s) => !allowed.has(s.trim().toLowerCase()));
    return bad === undefined ? null : `names an unknown ${what} '${bad.trim()}'`;
  };
const textUpTo =
  (max: number): Check =>
  (v) =>
    [...v].length <= max ? null : `must be at most ${max} characters`;

/** Every key the dashboard's address may hold (docs/product.md §2), with its own rule. */
const VIEW_QUERY_KEYS: Readonly<Record<string, Check>> = {
  min_total_ev: numberCheck,
  max_odds: numberCheck,
  min_bonus_pct: numberCheck,
  within_minutes: wholeIn(SERVER_QUERY_LIMITS.withinMinutes.min, SERVER_QUERY_LIMITS.withinMinutes.max),
  max_results: wholeIn(SERVER_QUERY_LIMITS.maxResults.min, SERVER_QUERY_LIMITS.maxResults.max),
  require_two_bookies: oneOf(['true', 'false']),
  include_promos: oneOf(['true', 'false']),
  mode: oneOf(['standard', 'promo_only']),
  codes: listOf(() => RACE_CODES, 'race code'),
  bookmakers: listOf((known) => known, 'bookmaker'),
  q: textUpTo(TEXT_MAX),
  race_id: textUpTo(TEXT_MAX),
  sort_by: (v) => (isSortField(v) ? null : 'must be a column of the table'),
  sort_dir: oneOf(['asc', 'desc']),
  min_rating: numberCheck,
  lay_only: oneOf(['true', 'false']),
  matched: oneOf(['true', 'false']),
};

export interface ParsedViewQuery {
  /** The canonical query string (defaults left out), or null with the problems. */
  canonical: string | null;
  query: OpportunitiesQuery | null;
  problems: string[];
}

/**
 * A view's query string checked strictly: where the dashboard's own reading falls back to a
 * default, a view is refused with one sentence per broken rule (an unknown key, a value that is
 * not a number, a repeated key, an unknown bookmaker or code).
 */
export function parseViewQuery(queryString: string, knownBookmakers: readonly string[]): ParsedViewQuery {
  const problems: string[] = [];
  const raw: Record<string, string> = {};
  const params = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  params.forEach((value, key) => {
    const check = Object.hasOwn(VIEW_QUERY_KEYS, key) ? VIEW_QUERY_KEYS[key] : undefined;
    if (check === undefined) problems.push(`Unknown filter '${key}'`);
    else if (Object.hasOwn(raw, key)) problems.push(`Filter '${key}' is given more than once`);
    else {
      const problem = check(value.trim(), knownBookmakers);
      if (problem !== null) problems.push(`Filter '${key}' ${problem} (got "${value}")`);
      raw[key] = value;
    }
  });
  if (problems.length > 0) return { canonical: null, query: null, problems };
  const parsed = parseOpportunitiesQuery(raw, knownBookmakers);
  // Books in the catalogue's order, as codes are in theirs: one spelling per filter set.
  const order = (name: string) => knownBookmakers.indexOf(name);
  const query = { ...parsed, bookmakers: [...parsed.bookmakers].sort((a, b) => order(a) - order(b)) };
  const canonical = serializeOpportunitiesQuery(query, { knownBookmakers, omitDefaults: true });
  return { canonical, query, problems };
}
