import { lazy } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../../../config/layout';

/**
 * Dashboard parts that are not in the first paint, in chunks of their own so the route's first
 * load stays small (issue #13: under 400 KB gzip). The table (antd Table: virtual list, pagination,
 * tree filters) is desktop-only and the cards (List) mobile-only, so each screen size downloads
 * one of them; both are drawn only once the rows have arrived, and `preloadRowsView` starts the
 * download at mount, beside the opportunities request, so it never waits for it. The debug
 * dialog opens on a click.
 */
const loadTable = () => import('./opportunities-table');
const loadCards = () => import('./opportunity-cards');

export const OpportunitiesTable = lazy(() =>
  loadTable().then((m) => ({ default: m.OpportunitiesTable })),
);
export const OpportunityCards = lazy(() =>
  loadCards().then((m) => ({ default: m.OpportunityCards })),
);
export const DebugDialog = lazy(() =>
  import('./debug-dialog').then((m) => ({ default: m.DebugDialog })),
);

/** The screens that get the table (sidebar + table); narrower ones get the cards. */
export const WIDE_SCREEN_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** Starts the rows view's download (the browser caches the module, so a second call is free). */
export function preloadRowsView(wide: boolean): void {
  void (wide ? loadTable() : loadCards());
}
