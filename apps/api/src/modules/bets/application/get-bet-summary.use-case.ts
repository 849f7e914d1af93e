import { Injectable } from '@nestjs/common';
import { BetRepository } from '@overlay/domain';
import type { BetFilter, BetSummary } from '@overlay/domain';

/** `GET /api/bets/summary`: the summary of the caller's bets under the filter. */
@Injectable()
export class GetBetSummaryUseCase {
  constructor(private readonly bets: BetRepository) {}

  execute(userId: string, filter: BetFilter): Promise<BetSummary> {
    return this.bets.summary(userId, filter);
  }
}
