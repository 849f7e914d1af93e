import type { OpportunityFilter } from './opportunity-filter';
import type { RaceSegment } from '../table/race-segment-shape';
import type { SearchQuery } from './search-query';
import { matchesSearch, parseSearchQuery } from './search-query';

/**
 * The per-book and per-runner tests of one query, evaluated once per race segment instead of once
 * per row: bookmakers (case-insensitive), require_two_bookies and the dashboard search.
 */
export class SegmentMasks {
  private readonly books: Set<string>;
  private readonly bookOk = new Map<string, boolean>();
  private readonly search: SearchQuery | null;
  private readonly twoBooks: boolean;

  constructor(filter: OpportunityFilter, search: string) {
    this.books = new Set(filter.bookmakers.map((b) => b.toLowerCase()));
    this.twoBooks = filter.requireTwoBookies;
    const parsed = parseSearchQuery(search);
    // A blank search keeps every row, as searchOpportunities does.
    this.search =
      parsed.code === null && parsed.raceNumber === null && parsed.text === ''
        ? null
        : parsed;
  }

  /** out[b] = 1 when the query's bookmakers include book b; false when none do. */
  books01(segment: RaceSegment, out: Uint8Array): boolean {
    let any = false;
    for (let b = 0; b < segment.books.length; b++) {
      const name = segment.books[b];
      let ok = this.bookOk.get(name);
      if (ok === undefined) {
        ok = this.books.has(name.toLowerCase());
        this.bookOk.set(name, ok);
      }
      out[b] = ok ? 1 : 0;
      any ||= ok;
    }
    return any;
  }

  /** out[r] = 1 when runner r passes require_two_bookies and the search (matchesSearch on the row's race and runner); false when none does. */
  runners01(segment: RaceSegment, out: Uint8Array): boolean {
    const { race, runners, bookCount } = segment;
    let any = false;
    for (let r = 0; r < runners.length; r++) {
      const ok =
        (!this.twoBooks || bookCount[r] >= 2) &&
        (this.search === null ||
          matchesSearch(this.search, {
            venue: race.venue,
            raceNumber: race.number,
            raceCode: race.code,
            raceName: race.name,
            runnerName: runners[r].name,
          }));
      out[r] = ok ? 1 : 0;
      any ||= ok;
    }
    return any;
  }
}
