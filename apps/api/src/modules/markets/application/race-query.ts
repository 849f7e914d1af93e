import { parseQueryNumber, parseRaceCodes, SERVER_QUERY_LIMITS } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';

/** Race lists default to the next 24 hours of every code. */
const DEFAULT_RACE_WINDOW_MINUTES = 1440;

export interface RaceQuery {
  withinMinutes: number;
  codes: RaceCode[];
  query: string;
}

type Raw = string | string[] | undefined;

/** Typed race-list query from raw query values (fallbacks of docs/product.md §2; window 1..10080 min). */
export function parseRaceQuery(raw: { within_minutes?: Raw; codes?: Raw; query?: Raw }): RaceQuery {
  const { min, max } = SERVER_QUERY_LIMITS.withinMinutes;
  const minutes = Math.trunc(parseQueryNumber(first(raw.within_minutes), DEFAULT_RACE_WINDOW_MINUTES));
  const codes = [raw.codes ?? []].flat().flatMap((value) => value.split(',')).map((value) => value.trim());
  return {
    withinMinutes: Math.min(max, Math.max(min, minutes)),
    codes: parseRaceCodes(codes.filter(Boolean)),
    query: (first(raw.query) ?? '').trim(),
  };
}

function first(value: Raw): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
