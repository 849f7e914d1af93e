import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, EventBus } from '@overlay/domain';
import type { Bet } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import { bettingValue } from './bet-placement-value';
import type { BetChoice } from './bet-placement-value';

export interface CreateBetInput extends BetChoice {
  extRaceId: string;
  notes: string;
}

/**
 * `POST /api/bets`: logs a bet of the caller at the price they took. The race is read and valued
 * through ValuationService with the caller's own promos and fair-price method, and the bet is valued
 * by the row's own function, so the EV and fair price fixed on the bet are those of the row they saw.
 */
@Injectable()
export class CreateBetUseCase {
  constructor(
    private readonly bets: BetRepository,
    private readonly valuation: ValuationService,
    private readonly bus: EventBus,
  ) {}

  async execute(userId: string, input: CreateBetInput): Promise<Bet> {
    // The viewer's own fair-price method (their betting settings), as their dashboard rows.
    const method = await this.valuation.fairMethod(userId);
    const [current, valued] = await Promise.all([
      this.valuation.current(userId, method),
      this.valuation.race(input.extRaceId, userId, method),
    ]);
    if (valued === null) throw new BetError('BET_RACE_UNKNOWN', `Unknown race "${input.extRaceId}"`);
    const bookmaker = current.bookmakers.find((name) => name.toLowerCase() === input.bookmaker.trim().toLowerCase());
    if (bookmaker === undefined) throw new BetError('BET_BOOKMAKER_UNKNOWN', `Unknown bookmaker '${input.bookmaker}'`);
    const { race } = valued;
    if (race.state !== 'open') throw new BetError('BET_RACE_CLOSED', `Race "${race.extRaceId}" is ${race.state}: bets are logged while it is open`);
    const value = bettingValue(race, valued.viewer.context, { ...input, bookmaker });
    const bet = await this.bets.create({
      userId,
      extRaceId: race.extRaceId,
      venue: race.venue,
      raceNumber: race.number,
      raceCode: race.code,
      startTime: race.startTime,
      runnerNumber: input.runnerNumber,
      runnerName: value.runnerName,
      bookmaker,
      price: input.price,
      stake: input.stake,
      promoId: value.promo?.id ?? null,
      promoType: value.promo?.type ?? null,
      promoLabel: value.promo?.label ?? null,
      promoTerms: value.promo?.terms ?? null,
      retention: value.promo?.retention ?? null,
      boostId: value.boost?.id ?? null,
      boostType: value.boost?.type ?? null,
      notes: input.notes,
      evAtPlacement: value.evAtPlacement,
      fairPriceAtPlacement: value.fairPriceAtPlacement,
    });
    this.bus.publish('bet_changed', { userId });
    return bet;
  }
}


