import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, EventBus } from '@overlay/domain';

/** `DELETE /api/bets/:id`: removes one of the caller's bets (another user's answers 404). */
@Injectable()
export class DeleteBetUseCase {
  constructor(
    private readonly bets: BetRepository,
    private readonly bus: EventBus,
  ) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.bets.delete(userId, id))) throw new BetError('BET_NOT_FOUND');
    this.bus.publish('bet_changed', { userId });
  }
}
