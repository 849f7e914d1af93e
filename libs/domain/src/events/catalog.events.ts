/**
 * In-process events about promos and boosts, emitted after the change is committed. The names
 * are the event-stream types of docs/product.md §4 ("Live updates"); opportunity caches rebuild on them.
 */
export const CATALOG_EVENTS = {
  promoCreated: 'promo_created',
  promoUpdated: 'promo_updated',
  promoDeleted: 'promo_deleted',
  boostCreated: 'boost_created',
  boostDeleted: 'boost_deleted',
} as const;

export type CatalogEventName = (typeof CATALOG_EVENTS)[keyof typeof CATALOG_EVENTS];

/** Payload of every catalog event: the promo's or boost's id (the web reads data.id for deletions). */
export interface CatalogEvent {
  id: string;
  /** Set for a personal promo: only its owner's browsers may hear of it (never sent to them). */
  ownerId?: string;
}
