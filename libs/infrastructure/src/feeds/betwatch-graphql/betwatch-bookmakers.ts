import { BOOKMAKERS } from '@overlay/domain';

// Betwatch spells some books its own way ("Tab", "Pointsbet", "Tab NZ"). Names are matched
// case- and punctuation-insensitively against docs/product.md §9's list at the edge; unknown books keep
// their own name, since they can become active custom bookmakers.

const key = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]/g, '');

const CANONICAL = new Map<string, string>(
  BOOKMAKERS.map((name) => [key(name), name]),
);

/** Spec spelling of a Betwatch bookmaker name, or the trimmed name itself when unknown. */
export function canonicalBookmaker(betwatchName: string): string {
  return CANONICAL.get(key(betwatchName)) ?? betwatchName.trim();
}

export function isSpecBookmaker(betwatchName: string): boolean {
  return CANONICAL.has(key(betwatchName));
}

/** The 17 spec books as Betwatch spells them, for the `bookmakers` argument of the query. */
export const BETWATCH_BOOKMAKER_NAMES: readonly string[] = [
  'Tab',
  'Betnation',
  'Tabtouch',
  'Crossbet',
  'BetM',
  'Betright',
  'Betr',
  'Boombet',
  'Chasebet',
  'Dabble',
  'Ladbrokes',
  'Neds',
  'Palmerbet',
  'Playup',
  'Pointsbet',
  'Sportsbet',
  'Tab NZ',
];
