/**
 * A timestamptz as the ISO-8601 UTC text the domain carries (`Date#toISOString`'s form: to the
 * millisecond, cut not rounded, as a JavaScript Date cuts the microseconds PostgreSQL keeps).
 * Formatted by PostgreSQL, so the driver parses no date: on a Saturday a data version's read is
 * ~33,000 price rows, whose date parsing and re-formatting were the api's largest read cost.
 */
export const isoUtc = (column: string, alias: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${alias}`;
