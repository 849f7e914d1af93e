import { Injectable } from '@nestjs/common';
import { AuditLogRepository, CATALOG_EVENTS, EventBus } from '@overlay/domain';
import type { Boost, BookmakerRecord, Transaction } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

/**
 * A boost change's or an added bookmaker's audit row and event, within its transaction (stored
 * with the change or not at all).
 */
@Injectable()
export class BoostChangesPublisher {
  constructor(
    private readonly audit: AuditLogRepository,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {}

  async boost(
    change: 'created' | 'deleted',
    boost: Boost,
    actorUserId: string,
    tx: Transaction,
  ): Promise<void> {
    await this.audit.record(
      {
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
      },
      tx,
    );
    await this.bus.publishWithin(
      tx,
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
    tx: Transaction,
  ): Promise<void> {
    await this.audit.record(
      {
        actorUserId,
        action: 'bookmaker.added',
        targetUserId: null,
        details: { name: bookmaker.name },
      },
      tx,
    );
    // Every instance's lists of bookmakers take it in (docs/feeds.md, "The source catalogue").
    await this.bus.publishWithin(tx, 'sources_changed', { at: this.clock.now().toISOString() });
  }
}
