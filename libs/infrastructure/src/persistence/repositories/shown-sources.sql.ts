// What every read of the market leaves out (docs/feeds.md, "The source catalogue"): the prices
// of a source an admin switched off, and of a tote or exchange stored under a book's name (never
// a bookmaker row); the exchange's prices while the exchange is switched off. The list is read
// once per statement (an init plan), and is empty unless an admin switched something off.

const HIDDEN_BOOKS = `ARRAY(SELECT lower(name) FROM bookmakers WHERE NOT is_active OR kind <> 'bookmaker' ORDER BY 1)`;

/** A condition keeping the rows whose bookmaker column (`column`) is a switched-on bookmaker. */
export function shownBook(column: string): string {
  return `lower(${column}) <> ALL (${HIDDEN_BOOKS})`;
}

/** True while no exchange is switched off (exchange prices are stored without a source name). */
export const EXCHANGE_SHOWN = `NOT EXISTS (SELECT 1 FROM bookmakers WHERE kind = 'exchange' AND NOT is_active)`;

/**
 * What is shown, as one short text (the same in every row of a statement): a read keyed by it is
 * stale once an admin switches a source, though no stored price changed. A digest, since it is
 * part of every runner's revision (race-quotes.sql.ts) and a Saturday's hidden totes and
 * exchanges would make it a few hundred bytes on each of ~7,700 runners.
 */
export const SHOWN_SOURCES_KEY = `(SELECT md5(to_jsonb(${HIDDEN_BOOKS})::text || (${EXCHANGE_SHOWN})::text))`;
