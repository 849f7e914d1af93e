import type { Bet } from '../api/bet-types';

/** One CSV field: quoted when it holds a comma, quote, CR or LF (RFC 4180), quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS: readonly [string, (bet: Bet) => string | number | null][] = [
  ['placedAt', (b) => b.placedAt],
  ['venue', (b) => b.venue],
  ['raceNumber', (b) => b.raceNumber],
  ['code', (b) => b.raceCode],
  ['startTime', (b) => b.startTime],
  ['runnerNumber', (b) => b.runnerNumber],
  ['runnerName', (b) => b.runnerName],
  ['bookmaker', (b) => b.bookmaker],
  ['price', (b) => b.price],
  ['stake', (b) => b.stake],
  ['promoType', (b) => b.promoType],
  ['promoLabel', (b) => b.promoLabel],
  ['boostType', (b) => b.boostType],
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
  ['notes', (b) => b.notes],
];

/** The bets as CSV (header row, CRLF line ends as RFC 4180 says), numbers as the api sent them. */
export function betsToCsv(bets: readonly Bet[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const bet of bets)
    lines.push(COLUMNS.map(([, read]) => csvField(read(bet))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download (client-side: no api call). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
