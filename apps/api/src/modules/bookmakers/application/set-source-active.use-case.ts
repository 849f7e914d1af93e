import { Injectable } from '@nestjs/common';
import { AuditLogRepository, BookmakerRepository, EventBus, MarketIngestRepository, SourceError, TransactionRunner } from '@overlay/domain';
import type { BookmakerRecord, User } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { SourceCatalogueCache } from './source-catalogue.cache';

/**
 * `PATCH /api/admin/bookmakers/:name`: an admin switches a source off (it leaves every list, row,
 * live page, coverage and fair price, docs/feeds.md) or back on. The races it prices are marked
 * changed under the next data version, so every cache of every instance values them again, and
 * that is announced as a data_refresh naming them; lists reload on `sources_changed`. The switch,
 * the races marked, the audit row and both events are stored in one transaction, or none is.
 */
@Injectable()
export class SetSourceActiveUseCase {
  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly ingest: MarketIngestRepository,
    private readonly catalogue: SourceCatalogueCache,
    private readonly audit: AuditLogRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(name: string, isActive: boolean, actor: User): Promise<BookmakerRecord> {
    const source = await this.transactions.run(async (tx) => {
      const switched = await this.bookmakers.setActive(name, isActive, tx);
      if (!switched) throw new SourceError('SOURCE_NOT_FOUND', `No source named '${name.trim()}'`);
      const at = this.clock.now();
      const touched = await this.ingest.touchSource(switched, at, tx);
      await this.audit.record(
        {
          actorUserId: actor.id,
          action: 'bookmaker.switched',
          targetUserId: null,
          details: { name: switched.name, kind: switched.kind, isActive },
        },
        tx,
      );
      // The catalogue is read again only once the switch is committed.
      tx.afterCommit(() => this.catalogue.invalidate());
      await this.events.publishWithin(tx, 'sources_changed', { at: at.toISOString() });
      if (touched.changed) {
        const raceIds = touched.writtenRaceIds ?? [];
        await this.events.publishWithin(tx, 'data_refresh', {
          version: touched.dataVersion,
          at: at.toISOString(),
          races: touched.racesWritten,
          full: false,
          ...(raceIds.length <= NAMED_RACES ? { raceIds: [...raceIds] } : {}),
        });
      }
      return switched;
    });
    return source;
  }
}

/** A data_refresh names at most this many races (a notification carries about 7.9 kB). */
const NAMED_RACES = 64;
