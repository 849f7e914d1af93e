import type { FairPriceMethod, RetentionSource } from '@overlay/domain';
import type { CatalogSnapshot, MeasuredValues, ViewerContext } from './catalog-snapshot';

/**
 * Who asks for valued rows, read once from the request at the edge: the signed-in user, the
 * fair-price method their rows are valued with (the request's override, else their setting;
 * docs/ev-model.md §9), the exchange commission their rows are hedged at (the request's `commission`, else
 * their setting; docs/ev-model.md §10), where a bonus bet's worth comes from (their setting), and
 * whose promos count ('own': the global promos plus their personal ones; 'global': the shared
 * context every viewer without personal promos gets).
 */
export interface Viewer {
  readonly id: string;
  readonly fairMethod: FairPriceMethod;
  /** A fraction (0.07 = 7 %). */
  readonly commission: number;
  readonly retentionSource: RetentionSource;
  readonly promoContext: 'own' | 'global';
}

/** What a request names in place of the viewer's settings: null where it names nothing. */
export interface ViewerOverrides {
  readonly fairMethod: FairPriceMethod | null;
  /** A fraction. */
  readonly commission: number | null;
}

/**
 * The engine context a viewer's rows are valued in, at this catalog version; `measured`: the
 * market's measured retention when the viewer values bonus bets at it (docs/ev-model.md §10).
 */
export function contextOfViewer(catalog: CatalogSnapshot, viewer: Viewer, measured: MeasuredValues | null = null): ViewerContext {
  return catalog.contextFor(viewer.promoContext === 'global' ? null : viewer.id, viewer.fairMethod, measured);
}
