import { lazyComponent } from '../../../lib/lazy-component';
import { DESKTOP_BREAKPOINT_PX } from '../../../config/layout';

/**
 * Dashboard parts that are not in the first paint, in chunks of their own so the route's first
 * load stays small (under 400 KB gzip, apps/web/README.md). The table (antd Table: virtual list, pagination,
 * tree filters) is desktop-only and the cards (List) mobile-only, so each screen size downloads
 * one of them; both are drawn only once the rows have arrived, and `preloadRowsView` starts the
 * download at mount, beside the opportunities request, so it never waits for it. The debug
 * dialog opens on a click.
 */
export const OpportunitiesTable = lazyComponent(() =>
  import('./opportunities-table').then((m) => m.OpportunitiesTable),
);
export const OpportunityCards = lazyComponent(() =>
  import('./opportunity-cards').then((m) => m.OpportunityCards),
);
export const DebugDialog = lazyComponent(() =>
  import('./debug-dialog').then((m) => m.DebugDialog),
);

/** The screens that get the table (sidebar + table); narrower ones get the cards. */
export const WIDE_SCREEN_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** Starts the rows view's download (once), so it draws without suspending (lib/lazy-component.tsx). */
export function preloadRowsView(wide: boolean): void {
  void (wide ? OpportunitiesTable : OpportunityCards).preload();
}
