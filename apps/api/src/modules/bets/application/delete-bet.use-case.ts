import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, EventBus, TransactionRunner } from '@overlay/domain';

/** `DELETE /api/bets/:id`: removes one of the caller's bets (another user's answers 404), with its event in one transaction. */
@Injectable()
export class DeleteBetUseCase {
  constructor(
    private readonly bets: BetRepository,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await this.bets.delete(userId, id, tx))) throw new BetError('BET_NOT_FOUND');
      await this.bus.publishWithin(tx, 'bet_changed', { userId });
    });
  }
}
