import { DEFAULT_EXCHANGE_NAME } from '@overlay/domain';
import type { PriceSource } from '@overlay/domain';
import { canonicalBookmaker } from './betwatch-bookmakers';
import type { BetwatchRace } from './betwatch.types';

/**
 * The sources a GraphQL reply shows (docs/feeds.md, "The source catalogue"): every book with a
 * `bookmakerMarkets` entry, priced or not, under the product's spelling, and Betfair when a
 * runner has exchange markets. The GraphQL API names no totes.
 */
export function graphqlSources(races: readonly BetwatchRace[]): PriceSource[] {
  const books = new Map<string, string>();
  let exchange = false;
  for (const race of races) {
    for (const runner of race?.runners ?? []) {
      for (const market of runner?.bookmakerMarkets ?? []) {
        const raw = typeof market?.bookmaker === 'string' ? market.bookmaker.trim() : '';
        if (!raw) continue;
        const name = canonicalBookmaker(raw);
        if (!books.has(name.toLowerCase())) books.set(name.toLowerCase(), name);
      }
      exchange ||= (runner?.betfairMarkets?.length ?? 0) > 0;
    }
  }
  const sources: PriceSource[] = [...books.values()].map((name) => ({ name, kind: 'bookmaker' }));
  if (exchange) sources.push({ name: DEFAULT_EXCHANGE_NAME, kind: 'exchange' });
  return sources;
}
