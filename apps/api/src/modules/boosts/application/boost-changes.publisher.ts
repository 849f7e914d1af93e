import { Injectable } from '@nestjs/common';
import { AuditLogRepository, CATALOG_EVENTS, EventBus } from '@overlay/domain';
import type { Boost, BookmakerRecord } from '@overlay/domain';

/** After a boost or bookmaker change commits: its audit row, then its event. */
@Injectable()
export class BoostChangesPublisher {
  constructor(
    private readonly audit: AuditLogRepository,
    private readonly bus: EventBus,
  ) {}

  async boost(
    change: 'created' | 'deleted',
    boost: Boost,
    actorUserId: string,
  ): Promise<void> {
    await this.audit.record({
      actorUserId,
      action: change === 'created' ? 'boost.created' : 'boost.deleted',
      targetUserId: null,
      details: {
        boostId: boost.id,
        bookmaker: boost.bookmaker,
        boostType: boost.boostType,
        raceExtId: boost.raceExtId,
        runnerExtId: boost.runnerExtId,
        boostedOdds: boost.boostedOdds,
      },
    });
    this.bus.publish(
      change === 'created'
        ? CATALOG_EVENTS.boostCreated
        : CATALOG_EVENTS.boostDeleted,
      {
        id: boost.id,
      },
    );
  }

  async bookmakerAdded(
    bookmaker: BookmakerRecord,
    actorUserId: string,
  ): Promise<void> {
    await this.audit.record({
      actorUserId,
      action: 'bookmaker.added',
      targetUserId: null,
      details: { name: bookmaker.name },
    });
  }
}
