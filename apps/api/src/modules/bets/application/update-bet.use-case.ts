import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, EventBus, TransactionRunner } from '@overlay/domain';
import type { Bet, BetPatch } from '@overlay/domain';
import { revalueBet } from '@overlay/ev-engine';

/**
 * `PATCH /api/bets/:id`: notes of any of the caller's bets; price and stake only while pending. A
 * new price or stake re-values the bet's EV at placement (and a cash back's retention) on the
 * chances fixed when it was placed (the engine's revalueBet, the row's formulas).
 */
@Injectable()
export class UpdateBetUseCase {
  constructor(
    private readonly bets: BetRepository,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, id: string, patch: BetPatch): Promise<Bet> {
    const bet = await this.bets.findOwned(userId, id);
    if (bet === null) throw new BetError('BET_NOT_FOUND');
    let change = patch;
    if (patch.price !== undefined || patch.stake !== undefined) {
      if (bet.result !== 'pending') {
        throw new BetError('BET_NOT_PENDING', `Only a pending bet can change its price or stake (this one is ${bet.result})`);
      }
      change = { ...patch, ...revalueBet(bet, patch.price ?? bet.price, patch.stake ?? bet.stake) };
    }
    // The change and its event in one transaction: both stored, or neither.
    return this.transactions.run(async (tx) => {
      const updated = await this.bets.update(userId, id, change, tx);
      if (updated === null) throw new BetError('BET_NOT_FOUND');
      await this.bus.publishWithin(tx, 'bet_changed', { userId });
      return updated;
    });
  }
}
