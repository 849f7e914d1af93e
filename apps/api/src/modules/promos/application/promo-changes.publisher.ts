import { Injectable } from '@nestjs/common';
import { AuditLogRepository, CATALOG_EVENTS, EventBus } from '@overlay/domain';
import type {
  AuditAction,
  CatalogEventName,
  Promo,
  Transaction,
} from '@overlay/domain';

const EVENT_OF: Record<'created' | 'updated' | 'deleted', CatalogEventName> = {
  created: CATALOG_EVENTS.promoCreated,
  updated: CATALOG_EVENTS.promoUpdated,
  deleted: CATALOG_EVENTS.promoDeleted,
};

/**
 * Within a promo change's transaction: its audit row and its event (caches rebuild, browsers
 * reload), so the change, its record and its event are stored together or not at all.
 */
@Injectable()
export class PromoChangesPublisher {
  constructor(
    private readonly audit: AuditLogRepository,
    private readonly bus: EventBus,
  ) {}

  async changed(
    change: 'created' | 'updated' | 'deleted',
    promo: Pick<Promo, 'id'> & Partial<Promo>,
    actorUserId: string,
    tx: Transaction,
  ): Promise<void> {
    await this.audit.record(
      {
        actorUserId,
        action: `promo.${change}` as AuditAction,
        targetUserId: null,
        details: {
          promoId: promo.id,
          bookmaker: promo.bookmaker,
          promoType: promo.promoType,
          label: promo.label,
        },
      },
      tx,
    );
    // A personal promo's id is its owner's business: the event hub sends it to them only.
    const ownerId =
      promo.visibility === 'personal'
        ? (promo.createdBy ?? actorUserId)
        : undefined;
    await this.bus.publishWithin(
      tx,
      EVENT_OF[change],
      ownerId ? { id: promo.id, ownerId } : { id: promo.id },
    );
  }
}
