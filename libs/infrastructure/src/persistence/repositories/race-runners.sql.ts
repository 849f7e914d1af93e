// The runner ids of some races, as an array for `runner_id = ANY (…)` (docs/architecture.md §3,
// "Reading prices by runner"). Joined instead (`runners u JOIN bookmaker_prices p ON …`), the
// planner hashed the whole prices table on a Saturday: every one-race write's delete and every
// live race read scanned all ~175,000 quotes (40–100 ms each). Given the ids as one array, the
// only plan is the primary key's index, whatever the table's statistics say.

/** The ids of the runners of the races in the text-array parameter `param` (e.g. `$1`). */
export function runnerIdsOf(param: string): string {
  return `ARRAY(SELECT id FROM runners WHERE race_ext_id = ANY(${param}::text[]))`;
}
