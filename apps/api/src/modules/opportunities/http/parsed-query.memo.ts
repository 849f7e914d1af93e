import { parseOpportunitiesQuery } from '@overlay/domain';
import type { OpportunitiesQuery, RawQuery } from '@overlay/domain';
import { parse } from 'node:querystring';
import { LruCache } from '../../../common/cache/lru-cache';

const MEMO_ENTRIES = 1000;

/**
 * Query strings already parsed, for the bookmaker list they were parsed against: a dashboard
 * asks the same few strings again and again, so the hot path skips parsing (and, since it gets
 * the same object back, making the query's cache key).
 */
export class ParsedQueryMemo {
  private readonly memo = new LruCache<string, OpportunitiesQuery>(MEMO_ENTRIES);
  private bookmakers: readonly string[] | null = null;

  /** `queryString` without the '?', parsed as Express's simple parser does (repeated keys → arrays). */
  read(queryString: string, bookmakers: readonly string[]): OpportunitiesQuery {
    if (bookmakers !== this.bookmakers) {
      this.memo.clear();
      this.bookmakers = bookmakers;
    }
    let query = this.memo.get(queryString);
    if (query === undefined) {
      query = parseOpportunitiesQuery(parse(queryString) as RawQuery, bookmakers);
      this.memo.set(queryString, query);
    }
    return query;
  }
}
