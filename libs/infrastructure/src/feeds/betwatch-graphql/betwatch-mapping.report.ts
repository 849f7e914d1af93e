/** What a fetch dropped or repaired while mapping, for logs and the ping status. */
export interface BetwatchMappingReport {
  racesReceived: number;
  racesMapped: number;
  /** Races left out, with the reason (unknown race type, no start time, invalid data). */
  skippedRaces: Array<{ id: string; reason: string }>;
  quotesMapped: number;
  /** fixedWin/fixedPlace that arrived as a string (a known Betwatch quirk), treated as missing. */
  stringQuotes: number;
  /** Bookmakers not in docs/product.md §9's list, kept under their own name. */
  unknownBookmakers: string[];
  /** GraphQL `errors` that came beside usable data (the data was kept), and the first few. */
  graphqlErrors: number;
  graphqlErrorSamples: string[];
  /** Quotes dated by the book's `lastSuccessfulPriceUpdate` or the price's own `lastUpdated`. */
  quotesWithAge: number;
}

export function emptyMappingReport(): BetwatchMappingReport {
  return {
    racesReceived: 0,
    racesMapped: 0,
    skippedRaces: [],
    quotesMapped: 0,
    stringQuotes: 0,
    unknownBookmakers: [],
    graphqlErrors: 0,
    graphqlErrorSamples: [],
    quotesWithAge: 0,
  };
}
