/** Lower case, accents removed, punctuation removed, whitespace collapsed (docs/product.md §2 search normalisation). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A venue's search key: its normalised name without spaces ('Moonee Valley' → 'mooneevalley'). */
export function venueSearchKey(venue: string): string {
  return normaliseSearchText(venue).replace(/ /g, '');
}

// Names punters type for venues whose official name differs; keys are venue search keys.
const VENUE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  mooneevalley: ['the valley', 'mv'],
  royalrandwick: ['randwick'],
  rosehillgardens: ['rosehill'],
  sandownlakeside: ['sandown'],
  sandownhillside: ['sandown'],
  sandownpark: ['sandown'],
  morphettvilleparks: ['morphettville'],
  wentworthpark: ['wenty'],
  albionpark: ['albion'],
  menangle: ['tabcorp park'],
  goldcoast: ['aquis park'],
  sunshinecoast: ['corbould park'],
  canterburypark: ['canterbury'],
  themeadows: ['meadows'],
  gloucesterpark: ['gloucester'],
  alexandrapark: ['alex park'],
  ellerslie: ['auckland'],
  trentham: ['wellington'],
};

/** Alias search keys of a venue (may be empty). */
export function venueAliasKeys(venue: string): readonly string[] {
  return (VENUE_ALIASES[venueSearchKey(venue)] ?? []).map(venueSearchKey);
}
