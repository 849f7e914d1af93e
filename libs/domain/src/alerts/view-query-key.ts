import { parseOpportunitiesQuery, serializeOpportunitiesQuery } from '../filters/filter-query';

function rawParams(query: string): Record<string, string> {
  const raw: Record<string, string> = {};
  new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).forEach((value, key) => {
    if (!Object.hasOwn(raw, key)) raw[key] = value;
  });
  return raw;
}

/**
 * The filters of a dashboard address or of a saved view's query in one spelling, whatever the
 * order of the parameters and of the codes and books in their lists, their case, and defaults
 * spelled out or left out (docs/product.md §10: a view matches the address that shows it).
 * Keys that are not filters (`fair_method`) are left out.
 */
export function viewQueryKey(query: string): string {
  const raw = rawParams(query);
  const named = (raw.bookmakers ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const parsed = parseOpportunitiesQuery(raw, named);
  return serializeOpportunitiesQuery({ ...parsed, bookmakers: [...new Set(named)].sort() }, { omitDefaults: true });
}

/** Whether two queries hold the same filters (`viewQueryKey`). */
export function sameViewQuery(a: string, b: string): boolean {
  return viewQueryKey(a) === viewQueryKey(b);
}
