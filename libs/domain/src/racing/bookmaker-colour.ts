// A bookmaker's badge colour (docs/product.md §3, "Bookmaker colours"): its brand colour where
// one is known, else one derived from a hash of its name. One function for the api (the
// catalogue reply carries it) and the web (badges), so a book looks the same everywhere.

/** Brand colours by name as the catalogue spells it (case is ignored when looking one up). */
const BRAND_COLOURS: Readonly<Record<string, string>> = {
  TAB: '#00843d',
  'TAB NZ': '#00843d',
  Sportsbet: '#0b57a4',
  Ladbrokes: '#e01b22',
  Neds: '#f26722',
  PointsBet: '#ed1c24',
  Betr: '#6a1b9a',
  Palmerbet: '#1e88e5',
  PlayUp: '#00b2a9',
  Dabble: '#7c3aed',
  BetRight: '#d32f2f',
  TabTouch: '#ffb300',
  Boombet: '#ef6c00',
  BetNation: '#3949ab',
  Crossbet: '#455a64',
  BetM: '#2e7d32',
  Chasebet: '#c2185b',
  // Books the feed prices beyond the spec's 17.
  Bet365: '#027b5b',
  Unibet: '#147b45',
  Betfair: '#ffb80c',
};

const BRAND_BY_KEY = new Map(Object.entries(BRAND_COLOURS).map(([name, colour]) => [name.toLowerCase(), colour]));

/** The names with a brand colour (the catalogue's spelling), for tests and docs. */
export const BRANDED_BOOKMAKERS: readonly string[] = Object.keys(BRAND_COLOURS);

/** FNV-1a (32 bits) of the name's lower-case UTF-16 units: stable across runs, machines and the two apps. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  const key = name.trim().toLowerCase();
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * `#rrggbb` for a bookmaker: its brand colour, else hue = FNV-1a(name) mod 360 at 60 % saturation
 * and 40 % lightness (a mid shade the web darkens further where text must read at 4.5:1).
 */
export function bookmakerColour(name: string): string {
  return BRAND_BY_KEY.get(name.trim().toLowerCase()) ?? hslToHex(nameHash(name) % 360, 0.6, 0.4);
}
