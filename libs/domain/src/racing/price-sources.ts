import type { MarketSnapshot } from '../market/market-snapshot';
import { BOOKMAKERS } from './bookmakers';

/**
 * What a feed prices with (docs/feeds.md, "The source catalogue"): a bookmaker's fixed prices
 * (dashboard rows and the fair price), a tote's pool estimate (not a price a punter can take:
 * never a row), or an exchange's back and lay (the BF fair price; never a bookmaker row).
 */
export const SOURCE_KINDS = ['bookmaker', 'tote', 'exchange'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export function isSourceKind(value: unknown): value is SourceKind {
  return (SOURCE_KINDS as readonly unknown[]).includes(value);
}

/** One source a feed declares it prices. */
export interface PriceSource {
  name: string;
  kind: SourceKind;
}

/** The exchange's name when a feed prices one without naming it (a snapshot file's `exchange`). */
export const DEFAULT_EXCHANGE_NAME = 'Betfair';

/**
 * Every source a snapshot speaks for: those its feed declares, then each book its prices name
 * (a fixed-price bookmaker unless declared otherwise), then the exchange when it has exchange
 * prices and declared none. One entry per name, whatever its case; the first spelling wins.
 */
export function sourcesOfSnapshot(snapshot: Pick<MarketSnapshot, 'races' | 'sources'>): PriceSource[] {
  const out = new Map<string, PriceSource>();
  const add = (name: string, kind: SourceKind) => {
    const key = name.trim().toLowerCase();
    if (key !== '' && !out.has(key)) out.set(key, { name: name.trim(), kind });
  };
  for (const source of snapshot.sources ?? []) add(source.name, source.kind);
  let exchangePriced = false;
  for (const race of snapshot.races ?? []) {
    for (const runner of race.runners ?? []) {
      for (const quote of runner.prices ?? []) add(quote.bookmaker, 'bookmaker');
      exchangePriced ||= runner.exchange != null;
    }
  }
  if (exchangePriced && ![...out.values()].some((s) => s.kind === 'exchange'))
    add(DEFAULT_EXCHANGE_NAME, 'exchange');
  return [...out.values()];
}

const SPEC_RANK = new Map<string, number>(BOOKMAKERS.map((name, i) => [name.toLowerCase(), i]));

/** Catalogue order: the 17 of docs/product.md §9 in the spec's order, then every other by name. */
export function byCatalogueOrder(a: { name: string }, b: { name: string }): number {
  const ra = SPEC_RANK.get(a.name.toLowerCase()) ?? BOOKMAKERS.length;
  const rb = SPEC_RANK.get(b.name.toLowerCase()) ?? BOOKMAKERS.length;
  return ra - rb || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);
}
