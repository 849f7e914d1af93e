import { BOOKMAKERS, BRANDED_BOOKMAKERS } from '@overlay/domain';

// Betwatch spells some books its own way ("Tab", "Pointsbet", "Tab NZ"). Names are matched
// case- and punctuation-insensitively at the edge against docs/product.md §9's list and the
// other brands the product knows ("bet365" → Bet365); any other book keeps its own name
// (docs/feeds.md, mapping), so a new source is in the catalogue as Betwatch names it.

const key = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]/g, '');

const SPEC = new Set(BOOKMAKERS.map(key));
const CANONICAL = new Map<string, string>(
  [...BRANDED_BOOKMAKERS, ...BOOKMAKERS].map((name) => [key(name), name]),
);

/** The product's spelling of a Betwatch source name, or the trimmed name itself when unknown. */
export function canonicalBookmaker(betwatchName: string): string {
  return CANONICAL.get(key(betwatchName)) ?? betwatchName.trim();
}

export function isSpecBookmaker(betwatchName: string): boolean {
  return SPEC.has(key(betwatchName));
}

/** The 17 spec books as Betwatch spells them. */
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

/**
 * What the GraphQL feed asks `bookmakerMarkets` for by default: every book Betwatch's SDK names
 * (its `Bookmaker` list, as Betwatch spells them), so the catalogue learns each book that prices
 * a race (docs/feeds.md, "The source catalogue"). A book Betwatch adds later is asked for once
 * listed here or in the adapter's `bookmakers` option.
 */
export const BETWATCH_GRAPHQL_BOOKMAKERS: readonly string[] = [
  ...BETWATCH_BOOKMAKER_NAMES,
  ...`Unibet Bookmaker Moneyball Bluebet Betflux Mintbet Baggybet Betdeluxe Winbet Texbet Realbookie
    Picnicbet Zbet Wishbet Punt123 Marantellibet Getsetbet Okebet Readybet Betgold Bossbet Rambet
    Robwaterhouse Swiftbet Upcoz Foxcatcher Booki Colossalbet Topsport Southerncrossbet Elitebet
    Winnersbet Jimmybet Betbarn Actionbet Bbet Webetnet Bethunter Goldbet Midasbet Vicbet Betdeck
    BetBetBet PuntersPal Lynchbet Lucasbet Pendleburybet Tombet Trackbet Woodcockracing
    Vipbettingservices Davebet Gallopbet Riverbet Barringtonbookmaking Topodds Beazabet PuntOnDogs
    Picklebet Betgalaxy Diamondbet Bitwinning Combet Ultrabet Thunderbet EskanderBet SportChamps
    Surge`.split(/\s+/),
];
