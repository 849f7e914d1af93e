import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, EventBus } from '@overlay/domain';
import type { Bet, BetPatch } from '@overlay/domain';

/** `PATCH /api/bets/:id`: notes of any of the caller's bets; price and stake only while pending. */
@Injectable()
export class UpdateBetUseCase {
  constructor(
    private readonly bets: BetRepository,
    private readonly bus: EventBus,
  ) {}

  async execute(userId: string, id: string, patch: BetPatch): Promise<Bet> {
    const bet = await this.bets.findOwned(userId, id);
    if (bet === null) throw new BetError('BET_NOT_FOUND');
    if ((patch.price !== undefined || patch.stake !== undefined) && bet.result !== 'pending') {
      throw new BetError('BET_NOT_PENDING', `Only a pending bet can change its price or stake (this one is ${bet.result})`);
    }
    const updated = await this.bets.update(userId, id, patch);
    if (updated === null) throw new BetError('BET_NOT_FOUND');
    this.bus.publish('bet_changed', { userId });
    return updated;
  }
}
