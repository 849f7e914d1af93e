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
    Tabcorp Park Menangle, Penrith, Young, Bankstown, Bega, Broken Hill`,
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
    Redcliffe, Marburg`,
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

const ZONE_BY_KEY = new Map<string, string>();
for (const [state, names] of Object.entries(AU_VENUES)) {
  for (const name of names.split(',')) {
    const key = venueKey(name);
    ZONE_BY_KEY.set(
      key,
      OWN_ZONES[key] ?? STATE_TIME_ZONES[state as AustralianState],
    );
  }
}
// Longest first, so "Sandown Park" wins over "Sandown" inside a sponsor's longer name.
const KEYS_LONGEST_FIRST = [...ZONE_BY_KEY.keys()].sort(
  (a, b) => b.length - a.length,
);

/**
 * The IANA time zone a venue's racecard is written in. Every NZ track is on New Zealand time; an
 * Australian one is looked up by name (exactly, then as a known track inside a longer name such
 * as "Sportsbet Pakenham"), falling back to the country's zone for a track nobody listed.
 */
export function venueTimeZone(venue: string, country: Country): string {
  if (country === 'NZ') return COUNTRY_TIME_ZONES.NZ;
  const key = venueKey(venue);
  const exact = ZONE_BY_KEY.get(key);
  if (exact) return exact;
  // Known names of five letters or more only: "york" must not be found inside "newyorker".
  const inside = KEYS_LONGEST_FIRST.find(
    (known) => known.length >= 5 && key.includes(known),
  );
  return inside ? (ZONE_BY_KEY.get(inside) as string) : COUNTRY_TIME_ZONES.AU;
}
