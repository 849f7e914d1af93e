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

export const RACES_QUERY = `
query GetRaces($limit: Int, $offset: Int, $types: [RaceType!], $locations: [String!],
               $dateFrom: String!, $dateTo: String!, $bookmakers: [String]) {
  races(limit: $limit, offset: $offset, types: $types, locations: $locations,
        dateFrom: $dateFrom, dateTo: $dateTo) {
    id name number status startTime
    betfairMapping { win place }
    meeting { id location track type date }
    runners {
      id betfairId name number scratchedTime
      bookmakerMarkets(bookmakers: $bookmakers) {
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
  }
}`;

/** The smallest useful call: proves the URL, the key and the schema in one race id. */
export const PING_QUERY = `
query Ping($dateFrom: String!, $dateTo: String!) {
  races(limit: 1, offset: 0, dateFrom: $dateFrom, dateTo: $dateTo) { id }
}`;
