import { Injectable } from '@nestjs/common';
import { BetRepository, summariseBets } from '@overlay/domain';
import type { BetFilter, BetSummary } from '@overlay/domain';

/** `GET /api/bets/summary`: the summary of the caller's bets under the filter. */
@Injectable()
export class GetBetSummaryUseCase {
  constructor(private readonly bets: BetRepository) {}

  async execute(userId: string, filter: BetFilter): Promise<BetSummary> {
    return summariseBets(await this.bets.summaryRows(userId, filter));
  }
}
