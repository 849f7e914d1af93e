import type { CatalogueSource } from '@overlay/contracts';
import { bookmakerColour, normaliseSearchText } from '@overlay/domain';
import type { SourceKind } from '@overlay/domain';

// The bookmaker filter's model (docs/product.md §2, Filter panel): the catalogue's sources apart
// by kind, a search over their names, and the choice kept in the catalogue's order.

export type SourceGroups = Record<SourceKind, CatalogueSource[]>;

/**
 * The filter's groups: every known bookmaker (what rows can show, in the catalogue's order, with
 * the catalogue's colour), then the totes and exchanges the feed prices (shown apart, never rows).
 */
export function sourceGroups(
  known: readonly string[],
  sources: readonly CatalogueSource[],
): SourceGroups {
  const byName = new Map(sources.map((source) => [source.name.toLowerCase(), source]));
  return {
    bookmaker: known.map(
      (name) => byName.get(name.toLowerCase()) ?? { name, kind: 'bookmaker', colour: bookmakerColour(name) },
    ),
    tote: sources.filter((source) => source.kind === 'tote'),
    exchange: sources.filter((source) => source.kind === 'exchange'),
  };
}

/** The sources whose name holds the search (lower case, without accents or punctuation). */
export function matchingSources(
  sources: readonly CatalogueSource[],
  search: string,
): CatalogueSource[] {
  const wanted = normaliseSearchText(search).replace(/ /g, '');
  if (wanted === '') return [...sources];
  return sources.filter((source) => normaliseSearchText(source.name).replace(/ /g, '').includes(wanted));
}

/** The chosen names (lower case) as the known bookmakers spell and order them. */
export function orderedChoice(known: readonly string[], chosen: ReadonlySet<string>): string[] {
  return known.filter((name) => chosen.has(name.toLowerCase()));
}

/** The chosen set of a selection (lower-case names), as the picker edits it. */
export function choiceOf(selected: readonly string[]): Set<string> {
  return new Set(selected.map((name) => name.toLowerCase()));
}
