/**
 * A statement's `$n` placeholders moved up by `by`, so it can be a part (a WITH query) of a larger
 * statement that passes its parameters after those of the parts before it.
 */
export function shiftParams(sql: string, by: number): string {
  return sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + by}`);
}
