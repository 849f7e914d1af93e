import { Injectable } from '@nestjs/common';
import { BOOST_FORM, BoostError, BoostRepository, TransactionRunner } from '@overlay/domain';
import type { Boost, NewBoost, User } from '@overlay/domain';
import { BoostChangesPublisher } from './boost-changes.publisher';
import { BoostTargets } from './boost-targets';

export interface BetBoostInput {
  bookmaker: string;
  boosts: { raceExtId: string; runnerExtId: string; boostedOdds: number }[];
}

/** POST /api/bet-boosts: fixed-price win boosts for one bookmaker, all stored or none. */
@Injectable()
export class CreateBetBoostsUseCase {
  constructor(
    private readonly targets: BoostTargets,
    private readonly boosts: BoostRepository,
    private readonly publisher: BoostChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(input: BetBoostInput, actor: User): Promise<Boost[]> {
    if (input.bookmaker.trim() === '' || input.boosts.length === 0) {
      throw new BoostError('BOOST_BET_BOOSTS_REQUIRED');
    }
    const bookmaker = await this.targets.bookmaker(input.bookmaker);
    const drafts: NewBoost[] = [];
    for (const boost of input.boosts) {
      if (!(boost.boostedOdds >= BOOST_FORM.betBoostOdds.min)) {
        throw new BoostError(
          'BOOST_ODDS_INVALID',
          'Boosted odds must be at least 1.01',
        );
      }
      await this.targets.openRunner(boost.raceExtId, boost.runnerExtId);
      drafts.push({
        bookmaker,
        boostType: 'FIXED_WIN',
        raceExtId: boost.raceExtId,
        runnerExtId: boost.runnerExtId,
        boostedOdds: boost.boostedOdds,
        isActive: true,
        notes: null,
        kPlaces: null,
        createdBy: actor.id,
      });
    }
    // Every boost, its audit row and its event, or nothing.
    return this.transactions.run(async (tx) => {
      const created = await this.boosts.createAll(drafts, tx);
      for (const boost of created)
        await this.publisher.boost('created', boost, actor.id, tx);
      return created;
    });
  }
}
