/** The static list of 17 bookmakers (docs/product.md §9), in the spec's order. */
export const BOOKMAKERS = [
  'TAB',
  'BetNation',
  'TabTouch',
  'Crossbet',
  'BetM',
  'BetRight',
  'Betr',
  'Boombet',
  'Chasebet',
  'Dabble',
  'Ladbrokes',
  'Neds',
  'Palmerbet',
  'PlayUp',
  'PointsBet',
  'Sportsbet',
  'TAB NZ',
] as const;
export type KnownBookmaker = (typeof BOOKMAKERS)[number];

/** Bookmakers offered first when a promo form needs a default (docs/product.md §9). */
export const FALLBACK_PROMO_BOOKMAKERS = ['Betr', 'Sportsbet', 'Palmerbet'] as const;

export function isKnownBookmaker(name: string): name is KnownBookmaker {
  return (BOOKMAKERS as readonly string[]).includes(name);
}

/** The name in `names` that `wanted` spells, ignoring case and surrounding spaces (how the list spells it). */
export function findBookmakerName(names: readonly string[], wanted: string): string | undefined {
  const key = wanted.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === key);
}

/**
 * Why `wanted` is no bookmaker a form may name, for its error message: a source the catalogue
 * holds switched off, a tote or exchange (never a bookmaker row), or a name nobody knows.
 */
export function refusedBookmakerMessage(
  catalogue: readonly { name: string; kind: string; isActive: boolean }[],
  wanted: string,
): string {
  const key = wanted.trim().toLowerCase();
  const known = catalogue.find((source) => source.name.toLowerCase() === key);
  if (known && !known.isActive) return `Bookmaker '${known.name}' is switched off`;
  if (known && known.kind !== 'bookmaker') return `'${known.name}' is ${known.kind === 'exchange' ? 'an exchange' : 'a tote'}, not a bookmaker`;
  return `Unknown bookmaker '${wanted.trim()}'`;
}
