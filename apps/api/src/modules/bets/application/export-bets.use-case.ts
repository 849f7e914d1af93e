import { Injectable } from '@nestjs/common';
import { BetRepository } from '@overlay/domain';
import type { Bet, BetCursor, BetFilter } from '@overlay/domain';

/** Bets per read of the export: a page's memory, never the whole log's. */
const BATCH = 1000;

/**
 * `GET /api/bets/export.csv`: every bet of the caller under the filter, newest first, read page by
 * page by the log's cursor (`docs/architecture.md §5`), so a log of any size streams in bounded
 * memory and each batch is written before the next is read.
 */
@Injectable()
export class ExportBetsUseCase {
  constructor(private readonly bets: BetRepository) {}

  async *execute(userId: string, filter: BetFilter): AsyncGenerator<Bet[]> {
    let after: BetCursor | null = null;
    do {
      const page = await this.bets.page(userId, filter, { limit: BATCH, after });
      if (page.bets.length > 0) yield page.bets;
      after = page.next;
    } while (after !== null);
  }
}
