import { Injectable } from '@nestjs/common';
import { BoostError, BoostRepository, TransactionRunner } from '@overlay/domain';
import type { User } from '@overlay/domain';
import { BoostChangesPublisher } from './boost-changes.publisher';

/** DELETE /api/boosts/:id and /api/bet-boosts/:id. */
@Injectable()
export class DeleteBoostUseCase {
  constructor(
    private readonly boosts: BoostRepository,
    private readonly publisher: BoostChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(id: string, actor: User): Promise<void> {
    const boost = await this.boosts.findById(id);
    if (!boost) throw new BoostError('BOOST_NOT_FOUND');
    await this.transactions.run(async (tx) => {
      if (!(await this.boosts.delete(id, tx))) throw new BoostError('BOOST_NOT_FOUND');
      await this.publisher.boost('deleted', boost, actor.id, tx);
    });
  }
}
