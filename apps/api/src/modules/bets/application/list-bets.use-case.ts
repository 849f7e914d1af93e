import { Injectable } from '@nestjs/common';
import { BetRepository } from '@overlay/domain';
import type { Bet, BetFilter } from '@overlay/domain';

/** `GET /api/bets`: the caller's bets under the filter, newest first. */
@Injectable()
export class ListBetsUseCase {
  constructor(private readonly bets: BetRepository) {}

  execute(userId: string, filter: BetFilter): Promise<Bet[]> {
    return this.bets.list(userId, filter);
  }
}
