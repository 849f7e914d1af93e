import type { Country } from './race-code';

/** Australian states and territories as feeds spell meeting locations (Betwatch `location`). */
export type AustralianState =
  'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';

/** IANA zone of each state: racecards are written in the track's own time. */
export const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The zone of a venue nobody listed: the country's most populous one. */
export const COUNTRY_TIME_ZONES: Readonly<Record<Country, string>> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

// Thoroughbred, greyhound and harness tracks by state (all NZ tracks share one zone), as racecards
// print them, sponsor names beside plain ones. Comma-separated text keeps the long table compact.
const AU_VENUES: Readonly<Record<AustralianState, string>> = {
  NSW: `Randwick, Royal Randwick, Rosehill, Rosehill Gardens, Warwick Farm, Canterbury,
    Canterbury Park, Kensington, Newcastle, Kembla Grange, Gosford, Hawkesbury, Wyong,
    Scone, Muswellbrook, Dubbo, Wagga, Wagga Wagga, Goulburn, Bathurst, Mudgee, Tamworth,
    Grafton, Port Macquarie, Taree, Albury, Coffs Harbour, Lismore, Ballina, Armidale,
    Moruya, Nowra, Orange, Parkes, Cessnock, Queanbeyan, Corowa, Wellington, Gunnedah,
    Moree, Inverell, Cowra, Forbes, Wentworth Park, Richmond, Richmond Straight,
    The Gardens, Dapto, Bulli, Casino, Maitland, Temora, Lithgow, Menangle,
    Tabcorp Park Menangle, Penrith, Young, Bankstown, Bega, Broken Hill, Clarence River`,
  ACT: `Canberra, Canberra Acton`,
  VIC: `Flemington, Caulfield, Caulfield Heath, Moonee Valley, Sandown, Sandown Lakeside,
    Sandown Hillside, Ladbrokes Park, Pakenham, Geelong, Ballarat, Sportsbet Ballarat,
    Bendigo, Cranbourne, Mornington, Sale, Kilmore, Seymour, Warrnambool, Echuca,
    Wangaratta, Kyneton, Swan Hill, Moe, Stony Creek, Yarra Valley, Hanging Rock, Hamilton,
    Colac, Werribee, Terang, Stawell, Bairnsdale, Benalla, Wodonga, Ararat, Avoca, Donald,
    Mildura, Horsham, Racing.com Park, The Meadows, Sandown Park, Healesville, Shepparton,
    Traralgon, Warragul, Melton, Tabcorp Park Melton, Charlton, Maryborough, Cobram,
    Tatura`,
  QLD: `Eagle Farm, Doomben, Gold Coast, Aquis Park Gold Coast, Sunshine Coast, Ipswich,
    Toowoomba, Rockhampton, Callaghan Park, Townsville, Cluden Park, Mackay, Cairns,
    Beaudesert, Kilcoy, Dalby, Gatton, Roma, Bowen, Mount Isa, Longreach, Emerald,
    Bundaberg, Gympie, Innisfail, Warwick, Albion Park, Capalaba, Q Straight, Q1 Lakeside,
    Redcliffe, Marburg, Cannon Park`,
  SA: `Morphettville, Morphettville Parks, Murray Bridge, Gawler, Balaklava, Strathalbyn,
    Mount Gambier, Oakbank, Port Lincoln, Naracoorte, Bordertown, Clare, Port Augusta,
    Penola, Kingscote, Angle Park, Globe Derby, Port Pirie`,
  WA: `Ascot, Belmont, Belmont Park, Pinjarra, Pinjarra Park, Northam, Bunbury, Geraldton,
    Kalgoorlie, Esperance, Broome, Carnarvon, Albany, York, Narrogin, Toodyay, Cannington,
    Mandurah, Gloucester Park, Lark Hill, Collie`,
  TAS: `Launceston, Hobart, Elwick, Devonport, Spreyton, Longford, Mowbray`,
  NT: `Darwin, Fannie Bay, Alice Springs, Pioneer Park, Katherine, Tennant Creek`,
};

// Broken Hill is in New South Wales but keeps South Australian time.
const OWN_ZONES: Readonly<Record<string, string>> = {
  brokenhill: 'Australia/Broken_Hill',
};

/** Lower case without accents, punctuation or spaces: "Te Rapa", "te-rapa" and "TE RAPA" meet. */
export function venueKey(venue: string): string {
  return venue
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The words of a name, keyed as venueKey keys a whole name: "Sportsbet-Pakenham" → sportsbet, pakenham. */
function venueWords(venue: string): string[] {
  return venue
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const ZONE_BY_KEY = new Map<string, string>();
const WORDS_BY_KEY = new Map<string, string[]>();
for (const [state, names] of Object.entries(AU_VENUES)) {
  for (const name of names.split(',')) {
    const key = venueKey(name);
    ZONE_BY_KEY.set(
      key,
      OWN_ZONES[key] ?? STATE_TIME_ZONES[state as AustralianState],
    );
    WORDS_BY_KEY.set(key, venueWords(name));
  }
}
// Longest first, so "Sandown Park" wins over "Sandown" inside a sponsor's longer name.
const KEYS_LONGEST_FIRST = [...ZONE_BY_KEY.keys()].sort(
  (a, b) => b.length - a.length,
);

/** True when `words` holds `part` as whole words in a row ("sky warwick farm" holds "warwick farm"). */
function holdsWords(
  words: readonly string[],
  part: readonly string[],
): boolean {
  for (let start = 0; start + part.length <= words.length; start += 1) {
    if (part.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/**
 * The zone of a provider's meeting location (Betwatch `meeting.location`): an Australian state
 * or territory, or NZ / NZL; null for anything else.
 */
export function regionTimeZone(
  region: string | null | undefined,
): string | null {
  const code = region?.trim().toUpperCase();
  if (!code) return null;
  if (code === 'NZ' || code === 'NZL') return COUNTRY_TIME_ZONES.NZ;
  return STATE_TIME_ZONES[code as AustralianState] ?? null;
}

/**
 * The IANA time zone a venue's racecard is written in. Every NZ track is on New Zealand time; an
 * Australian one is looked up by name exactly, then by the provider's meeting location (`region`:
 * state or country) when it gives one, then as a known track standing as whole words inside a
 * longer name ("Sportsbet Pakenham", never "Clare" inside "Clarence River"), falling back to the
 * country's zone for a track nobody listed (docs/architecture.md §3).
 */
export function venueTimeZone(
  venue: string,
  country: Country,
  region?: string | null,
): string {
  if (country === 'NZ') return COUNTRY_TIME_ZONES.NZ;
  const exact = ZONE_BY_KEY.get(venueKey(venue));
  if (exact) return exact;
  const fromRegion = regionTimeZone(region);
  if (fromRegion) return fromRegion;
  const words = venueWords(venue);
  const inside = KEYS_LONGEST_FIRST.find((known) =>
    holdsWords(words, WORDS_BY_KEY.get(known) as string[]),
  );
  return inside ? (ZONE_BY_KEY.get(inside) as string) : COUNTRY_TIME_ZONES.AU;
}
