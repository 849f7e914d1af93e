import { Injectable } from '@nestjs/common';
import { BetRepository } from '@overlay/domain';
import type { BetFilter, BetPage, BetPageRequest } from '@overlay/domain';

/** `GET /api/bets`: one page of the caller's bets under the filter, newest first. */
@Injectable()
export class ListBetsUseCase {
  constructor(private readonly bets: BetRepository) {}

  execute(userId: string, filter: BetFilter, request: BetPageRequest): Promise<BetPage> {
    return this.bets.page(userId, filter, request);
  }
}
