import { useLayoutEffect } from 'react';
import { removeEarlyScreen } from './early-handoff';

/**
 * Takes the early first screen away when it commits: drawn beside the dashboard's rows view
 * (inside the same Suspense boundary, so in the same commit as the table's or cards' rows) and
 * beside any state that replaces the rows (an error, no rows). A layout effect: the early rows
 * leave in the frame the real ones arrive, never a frame with neither.
 */
export function EarlyScreenGone() {
  useLayoutEffect(() => removeEarlyScreen(), []);
  return null;
}
