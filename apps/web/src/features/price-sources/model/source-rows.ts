import type { AdminBookmakerRow } from '@overlay/contracts';
import { normaliseSearchText } from '@overlay/domain';
import type { SourceKind } from '@overlay/domain';

/** The kinds the admin's table can show, or every one. */
export type KindFilter = SourceKind | 'all';

/** The admin's view of the catalogue: one kind or all, and the names holding the search. */
export function visibleSources(
  rows: readonly AdminBookmakerRow[],
  kind: KindFilter,
  search: string,
): AdminBookmakerRow[] {
  const wanted = normaliseSearchText(search).replace(/ /g, '');
  return rows.filter(
    (row) =>
      (kind === 'all' || row.kind === kind) &&
      (wanted === '' || normaliseSearchText(row.name).replace(/ /g, '').includes(wanted)),
  );
}

/** How many sources of each kind, for the kind switch's labels. */
export function kindCounts(rows: readonly AdminBookmakerRow[]): Record<KindFilter, number> {
  const counts: Record<KindFilter, number> = { all: rows.length, bookmaker: 0, tote: 0, exchange: 0 };
  for (const row of rows) counts[row.kind] += 1;
  return counts;
}
