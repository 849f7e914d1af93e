import { Injectable } from '@nestjs/common';
import { BetError, BetRepository, BoostRepository, EventBus, TransactionRunner, settlesAsBoostBet, venueLocalIso } from '@overlay/domain';
import { legRaceIds } from '@overlay/ev-engine';
import type { Bet, BetLay, Boost, FairPriceMethod, NewBet, SnapshotRace } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import { valueBoostBet } from './boost-bet-value';
import { bettingValue } from './bet-placement-value';
import type { BetChoice } from './bet-placement-value';

export interface CreateBetInput extends BetChoice {
  extRaceId: string;
  notes: string;
  /** A matched bet's lay (docs/ev-model.md §10): price and stake together, or neither; commission in percent, null: the caller's setting. */
  layPrice?: number | null;
  layStake?: number | null;
  layCommissionPct?: number | null;
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
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, input: CreateBetInput): Promise<Bet> {
    // The viewer's own fair-price method and retention source (their betting settings), as their
    // dashboard rows: a bet is valued as the row it came from (docs/ev-model.md §3, §10).
    const settings = await this.valuation.viewerSettings(userId);
    const method = settings.fairMethod;
    const lay = layOf(input, settings.commissionPct);
    const measured =
      settings.retentionSource === 'measured' ? await this.valuation.measuredRetention(settings.commissionPct / 100) : null;
    const [current, valued] = await Promise.all([
      this.valuation.current(userId, method),
      this.valuation.race(input.extRaceId, userId, method, measured),
    ]);
    if (valued === null) throw new BetError('BET_RACE_UNKNOWN', `Unknown race "${input.extRaceId}"`);
    const bookmaker = current.bookmakers.find((name) => name.toLowerCase() === input.bookmaker.trim().toLowerCase());
    if (bookmaker === undefined) throw new BetError('BET_BOOKMAKER_UNKNOWN', `Unknown bookmaker '${input.bookmaker}'`);
    const { race } = valued;
    if (race.state !== 'open') throw new BetError('BET_RACE_CLOSED', `Race "${race.extRaceId}" is ${race.state}: bets are logged while it is open`);
    // A Top-2 or multi-leg boost: valued and settled as its boosted event (boost-bet-value.ts).
    const boost = input.boostId === null ? null : await this.boosts.findById(input.boostId);
    if (boost !== null && boost.isActive && settlesAsBoostBet(boost.boostType)) {
      if (lay !== null)
        throw new BetError('BET_BOOST_NOT_APPLICABLE', 'A Top-2 or multi-leg boost bet takes no lay: a win lay does not hedge it');
      const races = await this.legRaces(boost, race, userId, method);
      const value = valueBoostBet(boost, races, valued.viewer.context, { ...input, bookmaker });
      return this.stored({
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
        retentionOrigin: null,
        boostId: value.boost.id,
        boostType: value.boost.type,
        boostedFrom: null,
        legs: value.legs,
        lay: null,
        notes: input.notes,
        evAtPlacement: value.evAtPlacement,
        fairPriceAtPlacement: value.fairPriceAtPlacement,
      });
    }
    const value = bettingValue(race, valued.viewer.context, { ...input, bookmaker });
    return this.stored({
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
      retentionOrigin: value.promo?.retentionOrigin ?? null,
      boostId: value.boost?.id ?? null,
      boostType: value.boost?.type ?? null,
      boostedFrom: value.boostedFrom,
      legs: null,
      lay,
      notes: input.notes,
      evAtPlacement: value.evAtPlacement,
      fairPriceAtPlacement: value.fairPriceAtPlacement,
    });
  }

  /** The bet and its event in one transaction: both stored, or neither. */
  private stored(bet: NewBet): Promise<Bet> {
    return this.transactions.run(async (tx) => {
      const created = await this.bets.create(bet, tx);
      await this.bus.publishWithin(tx, 'bet_changed', { userId: bet.userId });
      return created;
    });
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

/** The bet's lay when it names one: price and stake together (else 400), commission defaulting to the caller's. */
function layOf(input: CreateBetInput, commissionPct: number): BetLay | null {
  const price = input.layPrice ?? null;
  const stake = input.layStake ?? null;
  if (price === null && stake === null) {
    if (input.layCommissionPct != null)
      throw new BetError('BET_LAY_INCOMPLETE', 'layCommissionPct needs a lay: give layPrice and layStake too');
    return null;
  }
  if (price === null || stake === null)
    throw new BetError('BET_LAY_INCOMPLETE', 'A lay needs both layPrice and layStake');
  return { price, stake, commissionPct: input.layCommissionPct ?? commissionPct };
}
