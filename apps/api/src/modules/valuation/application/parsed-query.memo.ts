import { parseOpportunitiesQuery } from '@overlay/domain';
import type { OpportunitiesQuery, RawQuery } from '@overlay/domain';
import { parse } from 'node:querystring';
import { LruCache } from '../cache/lru-cache';
import { opportunitiesQueryKey } from './opportunities-reply';

/** A query string read once: the typed query and its cache key. */
export interface ParsedQuery {
  query: OpportunitiesQuery;
  key: string;
}

const MEMO_ENTRIES = 1000;

/**
 * Query strings already parsed, for the bookmaker list they were parsed against: a dashboard
 * asks the same few strings again and again, so the hot path skips parsing and key building.
 */
export class ParsedQueryMemo {
  private readonly memo = new LruCache<string, ParsedQuery>(MEMO_ENTRIES);
  private bookmakers: readonly string[] | null = null;

  /** `queryString` without the '?', parsed as Express's simple parser does (repeated keys → arrays). */
  read(queryString: string, bookmakers: readonly string[]): ParsedQuery {
    if (bookmakers !== this.bookmakers) {
      this.memo.clear();
      this.bookmakers = bookmakers;
    }
    let parsed = this.memo.get(queryString);
    if (parsed === undefined) {
      const query = parseOpportunitiesQuery(parse(queryString) as RawQuery, bookmakers);
      parsed = { query, key: opportunitiesQueryKey(query) };
      this.memo.set(queryString, parsed);
    }
    return parsed;
  }
}
