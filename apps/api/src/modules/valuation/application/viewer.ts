import type { FairPriceMethod } from '@overlay/domain';
import type { CatalogSnapshot, ViewerContext } from './catalog-snapshot';

/**
 * Who asks for valued rows, read once from the request at the edge: the signed-in user, the
 * fair-price method their rows are valued with (the request's override, else their setting;
 * issue #16) and whose promos count ('own': the global promos plus their personal ones;
 * 'global': the shared context every viewer without personal promos gets).
 */
export interface Viewer {
  readonly id: string;
  readonly fairMethod: FairPriceMethod;
  readonly promoContext: 'own' | 'global';
}

/** The engine context a viewer's rows are valued in, at this catalog version. */
export function contextOfViewer(catalog: CatalogSnapshot, viewer: Viewer): ViewerContext {
  return catalog.contextFor(viewer.promoContext === 'global' ? null : viewer.id, viewer.fairMethod);
}
