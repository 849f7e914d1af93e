import type { PriceSource } from '@overlay/domain';
import { canonicalBookmaker } from '../betwatch-graphql/betwatch-bookmakers';
import type { BetwatchApiClient, Query } from './betwatch-api.client';
import type { BetwatchMarket } from './betwatch-market';
import type { BwPage, BwSource, BwSourceKind } from './betwatch.types';

const KNOWN_KINDS: ReadonlySet<string> = new Set<BwSourceKind>(['bookmaker', 'tote', 'exchange']);

/**
 * A kind the product knows (bookmaker, tote, exchange). The contract's vocabularies only grow: a
 * source of another kind is left out of the market and the catalogue (docs/feeds.md, mapping).
 */
export function knownSourceKind(kind: unknown): kind is BwSourceKind {
  return typeof kind === 'string' && KNOWN_KINDS.has(kind);
}

const SOURCES_PAGE_SIZE = 200;
const MAX_PAGES = 20;

/**
 * The product's name of a Betwatch source (docs/feeds.md, mapping): the spec's spelling ("Tab" →
 * TAB) or the product's for a brand it knows ("bet365" → Bet365), else Betwatch's own; a tote is
 * "<name> Tote", so a book's fixed prices and its tote never share a name.
 */
export function sourceName(source: Pick<BwSource, 'name' | 'kind'>): string {
  const name = canonicalBookmaker(source.name);
  return source.kind === 'tote' && !/tote/i.test(name) ? `${name} Tote` : name;
}

/**
 * Reads `/v1/sources` for the scope (every bookmaker, tote and exchange that prices its races;
 * the catalogue route family, usually one page) into the market's sources. Best effort: without
 * it, a source still enters the catalogue with its first odds frame. Returns how many it read.
 */
export async function readSources(
  api: BetwatchApiClient,
  market: BetwatchMarket,
  filter: Query,
): Promise<number> {
  const read: BwSource[] = [];
  try {
    let after: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const reply = await api.get<BwPage<BwSource>>('/v1/sources', {
        ...filter,
        limit: SOURCES_PAGE_SIZE,
        after,
      });
      read.push(...(reply.items ?? []));
      if (!reply.next) break;
      after = reply.next;
    }
  } catch {
    return 0;
  }
  for (const source of read) {
    if (!source?.id || !source.name || !market.admitSource(source)) continue;
    market.sources.set(source.id, { id: source.id, name: source.name, kind: source.kind });
  }
  market.indexDirty = true;
  return read.length;
}

/** The held sources as the catalogue takes them (one entry per product name). */
export function catalogueOf(market: BetwatchMarket): PriceSource[] {
  const out = new Map<string, PriceSource>();
  for (const source of market.sources.values()) {
    if (!knownSourceKind(source.kind)) continue;
    const name = sourceName(source);
    if (!out.has(name.toLowerCase())) out.set(name.toLowerCase(), { name, kind: source.kind });
  }
  return [...out.values()];
}

/** Tells whether the held sources changed since it last looked (ids, names and kinds). */
export class SourcesWatch {
  private seen = '';

  /** The catalogue when it changed since the last call (or always, with `force`), else undefined. */
  changed(market: BetwatchMarket, force = false): PriceSource[] | undefined {
    let signature = '';
    for (const source of market.sources.values()) signature += `${source.id}\u0000${source.name}\u0000${source.kind}\u0001`;
    if (!force && signature === this.seen) return undefined;
    this.seen = signature;
    return catalogueOf(market);
  }
}
