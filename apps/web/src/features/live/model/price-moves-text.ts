import type { LiveRow } from '@overlay/contracts';
import { flashKey } from './live-state';
import type { LiveState } from './live-state';
import { formatNumber } from '../../../lib/display';

const LISTED = 3;

/**
 * What the live region reads after a tick that moved prices, e.g. "2 prices moved: Fast Horse
 * at Sportsbet up to 4.20; Slow Horse at TAB down to 3.10". Null when nothing is flashing.
 */
export function priceMovesText(
  rows: readonly LiveRow[],
  flashes: LiveState['flashes'],
): string | null {
  const moved = rows.filter((row) => flashes[flashKey(row.runnerId, row.book)]);
  if (moved.length === 0) return null;
  const listed = moved.slice(0, LISTED).map((row) => {
    const direction = flashes[flashKey(row.runnerId, row.book)].direction;
    return `${row.runnerName} at ${row.book} ${direction} to ${formatNumber(row.winPrice)}`;
  });
  const more = moved.length > LISTED ? `; and ${moved.length - LISTED} more` : '';
  const count = moved.length === 1 ? '1 price moved' : `${moved.length} prices moved`;
  return `${count}: ${listed.join('; ')}${more}`;
}
