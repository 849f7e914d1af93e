import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, BoostRepository, EventBus, settlesAsBoostBet, venueLocalIso } from '@overlay/domain';
import { legRaceIds } from '@overlay/ev-engine';
import type { Bet, Boost, FairPriceMethod, SnapshotRace } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import { valueBoostBet } from './boost-bet-value';
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
    private readonly boosts: BoostRepository,
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
    // A Top-2 or multi-leg boost: valued and settled as its boosted event (boost-bet-value.ts).
    const boost = input.boostId === null ? null : await this.boosts.findById(input.boostId);
    if (boost !== null && boost.isActive && settlesAsBoostBet(boost.boostType)) {
      const races = await this.legRaces(boost, race, userId, method);
      const value = valueBoostBet(boost, races, valued.viewer.context, { ...input, bookmaker });
      const bet = await this.bets.create({
        userId,
        extRaceId: race.extRaceId,
        venue: race.venue,
        raceNumber: race.number,
        raceCode: race.code,
        startTime: race.startTime,
        startTimeLocal: venueLocalIso(race.startTime, race),
        runnerNumber: input.runnerNumber,
        runnerName: value.runnerName,
        bookmaker,
        price: input.price,
        stake: input.stake,
        promoId: null,
        promoType: null,
        promoLabel: null,
        promoTerms: null,
        retention: null,
        boostId: value.boost.id,
        boostType: value.boost.type,
        legs: value.legs,
        notes: input.notes,
        evAtPlacement: value.evAtPlacement,
        fairPriceAtPlacement: value.fairPriceAtPlacement,
      });
      this.bus.publish('bet_changed', { userId });
      return bet;
    }
    const value = bettingValue(race, valued.viewer.context, { ...input, bookmaker });
    const bet = await this.bets.create({
      userId,
      extRaceId: race.extRaceId,
      venue: race.venue,
      raceNumber: race.number,
      raceCode: race.code,
      startTime: race.startTime,
      startTimeLocal: venueLocalIso(race.startTime, race),
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
      legs: null,
      notes: input.notes,
      evAtPlacement: value.evAtPlacement,
      fairPriceAtPlacement: value.fairPriceAtPlacement,
    });
    this.bus.publish('bet_changed', { userId });
    return bet;
  }

  /** The boost's leg races as served to the viewer, every one open (a leg logged after its race closed is refused). */
  private async legRaces(boost: Boost, own: SnapshotRace, userId: string, method: FairPriceMethod): Promise<SnapshotRace[]> {
    const ids = legRaceIds(boost).filter((id) => id !== own.extRaceId);
    const others = await Promise.all(ids.map((id) => this.valuation.race(id, userId, method)));
    const races = [own];
    others.forEach((valued, i) => {
      if (valued === null) throw new BetError('BET_RACE_UNKNOWN', `Unknown race "${ids[i]}"`);
      if (valued.race.state !== 'open')
        throw new BetError('BET_RACE_CLOSED', `Race "${ids[i]}" is ${valued.race.state}: bets are logged while it is open`);
      races.push(valued.race);
    });
    return races;
  }
}
