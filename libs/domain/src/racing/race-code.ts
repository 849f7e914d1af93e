/** Race codes: TB thoroughbred, GR greyhound, HR harness (docs/product.md §1). */
export const RACE_CODES = ['TB', 'GR', 'HR'] as const;
export type RaceCode = (typeof RACE_CODES)[number];

export function isRaceCode(value: unknown): value is RaceCode {
  return typeof value === 'string' && (RACE_CODES as readonly string[]).includes(value);
}

export const COUNTRIES = ['AU', 'NZ'] as const;
export type Country = (typeof COUNTRIES)[number];

export const RACE_STATES = ['open', 'closed', 'final', 'abandoned'] as const;
export type RaceState = (typeof RACE_STATES)[number];
