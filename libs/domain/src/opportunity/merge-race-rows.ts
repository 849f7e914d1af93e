/** A `races=` read's rows and where they go in the whole reply (the reply's `part`). */
export interface RaceRowsPart<Row> {
  rows: readonly Row[];
  /** The races read: every row of these is replaced, and a race with no row now leaves. */
  races: readonly string[];
  /** For each row, the id of the row of another race just before it in the whole reply (null: none). */
  after: readonly (string | null)[];
  /** How many rows the whole reply has. */
  total: number;
  /** Whether the whole reply was cut at the query's max_results. */
  cut: boolean;
}

/**
 * The whole reply rebuilt from the rows held and a `races=` read (docs/architecture.md, "The
 * dashboard follows the market"): the named races' rows are dropped and the read's put back, each
 * after the row of another race it follows in the whole reply; every other row keeps its order.
 * Rows of races not named did not change (or their own races_changed is on its way), so their
 * order holds. Null when the merge cannot know the answer, and the whole reply must be read: a
 * row to follow that is not held, or a cut reply left short (a row below the cut, which the page
 * never had, comes in). A cut reply left long drops its last rows, as the cut does.
 */
export function mergeRaceRows<Row extends { id: string; extRaceId: string }>(
  held: readonly Row[],
  part: RaceRowsPart<Row>,
): Row[] | null {
  const named = new Set(part.races);
  const following = new Map<string | null, Row[]>();
  part.rows.forEach((row, i) => {
    const anchor = part.after[i] ?? null;
    const rows = following.get(anchor);
    if (rows === undefined) following.set(anchor, [row]);
    else rows.push(row);
  });
  const merged: Row[] = [...(following.get(null) ?? [])];
  let placed = merged.length;
  for (const row of held) {
    if (named.has(row.extRaceId)) continue;
    merged.push(row);
    const next = following.get(row.id);
    if (next !== undefined) {
      merged.push(...next);
      placed += next.length;
    }
  }
  if (placed !== part.rows.length) return null;
  if (part.cut && merged.length < part.total) return null;
  return part.cut && merged.length > part.total ? merged.slice(0, part.total) : merged;
}
