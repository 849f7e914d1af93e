// GraphQL documents sent to Betwatch, with the fields the snapshot needs and nothing more.

/** Race types and locations of AU and NZ racing, as Betwatch names them. */
export const BETWATCH_RACE_TYPES = [
  'Thoroughbred',
  'Greyhound',
  'Harness',
] as const;
export const BETWATCH_LOCATIONS = [
  'NSW',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'NT',
  'ACT',
  'NZL',
] as const;

// List variables are declared with non-null items, as the arguments are: GraphQL refuses a
// `[String]` variable in a `[String!]` position, which would fail every request. The SDK always
// sends `bookmakersWithFlucs`; we send an empty list (no price histories needed).
/** The race fields every race query asks for (the snapshot's and nothing more). */
const RACE_FIELDS = `
    id name number status startTime results
    betfairMapping { win place }
    meeting { id location track type date }
    links { bookmaker lastSuccessfulPriceUpdate }
    runners {
      id betfairId name number scratchedTime
      bookmakerMarkets(bookmakers: $bookmakers, bookmakersWithFlucs: $bookmakersWithFlucs) {
        id bookmaker
        fixedWin { price lastUpdated }
        fixedPlace { price lastUpdated }
      }
      betfairMarkets {
        id marketId marketName totalMatched marketTotalMatched
        back { price size }
        lay { price size }
      }
    }
`;

export const RACES_QUERY = `
query GetRaces($limit: Int, $offset: Int, $types: [RaceType!], $locations: [String!],
               $dateFrom: String!, $dateTo: String!, $bookmakers: [String!],
               $bookmakersWithFlucs: [String!]) {
  races(limit: $limit, offset: $offset, types: $types, locations: $locations,
        dateFrom: $dateFrom, dateTo: $dateTo) {
${RACE_FIELDS}  }
}`;

/** One race by id (the live tracker's races near their jump), with the same fields. */
export const RACE_QUERY = `
query GetRace($id: ID!, $bookmakers: [String!], $bookmakersWithFlucs: [String!]) {
  race(id: $id) {
${RACE_FIELDS}  }
}`;

/** The smallest useful call: proves the URL, the key and the schema in one race id. */
export const PING_QUERY = `
query Ping($dateFrom: String!, $dateTo: String!) {
  races(limit: 1, offset: 0, dateFrom: $dateFrom, dateTo: $dateTo) { id }
}`;
