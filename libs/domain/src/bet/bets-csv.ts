import type { BetView } from './bet';

/** A text cell a spreadsheet would read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, quote, CR or LF (RFC 4180), quotes doubled. A text
 * value starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` first, so a spreadsheet
 * shows it as text instead of running it; numbers are written as they are (a negative profit
 * stays a number).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS: readonly [string, (bet: BetView) => string | number | null][] = [
  ['placedAt', (b) => b.placedAt],
  ['venue', (b) => b.venue],
  ['raceNumber', (b) => b.raceNumber],
  ['code', (b) => b.raceCode],
  ['startTime', (b) => b.startTime],
  ['startTimeLocal', (b) => b.startTimeLocal ?? null],
  ['runnerNumber', (b) => b.runnerNumber],
  ['runnerName', (b) => b.runnerName],
  ['bookmaker', (b) => b.bookmaker],
  ['price', (b) => b.price],
  ['stake', (b) => b.stake],
  ['promoType', (b) => b.promoType],
  ['promoLabel', (b) => b.promoLabel],
  ['boostType', (b) => b.boostType],
  // The book's own price before its boost, when the price taken was the book's boost.
  ['boostedFrom', (b) => b.boostedFrom ?? null],
  ['evAtPlacementPct', (b) => b.evAtPlacement],
  ['fairPriceAtPlacement', (b) => b.fairPriceAtPlacement],
  ['closingPrice', (b) => b.closingPrice],
  ['closingFairPrice', (b) => b.closingFairPrice],
  ['clv', (b) => b.clv],
  ['result', (b) => b.result],
  ['payout', (b) => b.payout],
  ['profit', (b) => b.profit],
  ['expectedProfit', (b) => b.expectedProfit],
  ['settledAt', (b) => b.settledAt],
  // A matched bet's lay leg (docs/ev-model.md §10): empty for a back bet alone.
  ['layPrice', (b) => b.lay?.price ?? null],
  ['layStake', (b) => b.lay?.stake ?? null],
  ['layCommissionPct', (b) => b.lay?.commissionPct ?? null],
  ['layProfit', (b) => b.layProfit ?? null],
  ['lockedResult', (b) => b.lockedResult ?? null],
  ['notes', (b) => b.notes],
];

/** The header line of the bet log's CSV export, with its CRLF (RFC 4180 line ends). */
export const BETS_CSV_HEADER = `${COLUMNS.map(([name]) => name).join(',')}\r\n`;

/** The CSV lines of some bets, each ending in CRLF; numbers as the api sends them. */
export function betsCsvLines(bets: readonly BetView[]): string {
  let out = '';
  for (const bet of bets)
    out += `${COLUMNS.map(([, read]) => csvField(read(bet))).join(',')}\r\n`;
  return out;
}
