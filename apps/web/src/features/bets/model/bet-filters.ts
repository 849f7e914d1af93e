import type { BetFilters } from '@overlay/contracts';

const NO_BET_FILTERS: BetFilters = {
  from: '',
  to: '',
  bookmaker: '',
  code: '',
  promoType: '',
};

const KEYS = Object.keys(NO_BET_FILTERS) as (keyof BetFilters)[];

/** The filters from the URL query (unknown keys ignored, missing = any). */
export function readBetFilters(search: URLSearchParams): BetFilters {
  const filters = { ...NO_BET_FILTERS };
  for (const key of KEYS) filters[key] = search.get(key) ?? '';
  return filters;
}

/** The URL query for the filters, empty ones left out so a clean log has a clean URL. */
export function writeBetFilters(filters: BetFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

export function hasBetFilters(filters: BetFilters): boolean {
  return KEYS.some((key) => filters[key] !== '');
}

/**
 * The URL keeps calendar days (`from=2026-11-24`); the api takes instants, so a day range becomes
 * the local start of its first day to the local end of its last.
 */
export function toApiFilters(filters: BetFilters): BetFilters {
  const day = (text: string, end: boolean): string => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return text;
    const [y, m, d] = [
      Number(match[1]),
      Number(match[2]) - 1,
      Number(match[3]),
    ];
    const at = end ? new Date(y, m, d, 23, 59, 59, 999) : new Date(y, m, d);
    return at.toISOString();
  };
  return {
    ...filters,
    from: day(filters.from, false),
    to: day(filters.to, true),
  };
}
