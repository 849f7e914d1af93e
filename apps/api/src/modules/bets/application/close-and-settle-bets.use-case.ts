import { Injectable, Logger } from '@nestjs/common';
import {
  BetRepository,
  closingLineValue,
  EventBus,
  MarketDataRepository,
  RaceResultsRepository,
  settleWithLay,
  settleBoostBet,
  settlesAsBoostBet,
  TransactionRunner,
} from '@overlay/domain';
import type { Bet, BetClosing, BetSettlementRecord, RaceMarket, RaceOutcome } from '@overlay/domain';
import { valueRace } from '@overlay/ev-engine';
import type { EngineContext } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { ClosingLineTracker } from './closing-line.tracker';
import { closingBookPrice } from './closing-prices';

export interface BetTrackingResult {
  observed: number;
  closed: number;
  settled: number;
}

/** Races a pass works on at once. */
const RACES_AT_ONCE = 8;

/** Runs `work` over the items, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** How far back the price history is read for a closing price. */
const HISTORY_HOURS = 24;

/**
 * One pass over the pending bets (the leader's job, after each refresh and on a timer):
 * - a race still open and before its start: its fair prices are valued and remembered;
 * - a race that closed (state left 'open', or its start passed): each bet gets its closing
 *   prices once: the book's last price before the close (price history) and the engine's last
 *   fair price before it (remembered, else the race as stored valued now), and so its CLV;
 * - a race final with results (or a scratched runner, an abandoned race): the bet is settled.
 * The owners of changed bets hear `bet_changed`, stored with the pass's closings and settlements in
 * one transaction.
 */
@Injectable()
export class CloseAndSettleBetsUseCase {
  private readonly logger = new Logger('BetSettlement');

  constructor(
    private readonly bets: BetRepository,
    private readonly results: RaceResultsRepository,
    private readonly markets: MarketDataRepository,
    private readonly valuation: ValuationService,
    private readonly tracker: ClosingLineTracker,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(): Promise<BetTrackingResult> {
    const pending = await this.bets.findPending();
    const done: BetTrackingResult = { observed: 0, closed: 0, settled: 0 };
    if (pending.length === 0) return done;
    const byRace = new Map<string, Bet[]>();
    for (const bet of pending) {
      const list = byRace.get(bet.extRaceId);
      if (list) list.push(bet);
      else byRace.set(bet.extRaceId, [bet]);
    }
    // A parlay's other legs' races are read too: it settles on all of them.
    const legRaces = pending.flatMap((bet) => (settlesAsBoostBet(bet.boostType) ? (bet.legs ?? []).map((leg) => leg.extRaceId) : []));
    const now = this.clock.now();
    const outcomes = await this.results.findRaceOutcomes([...new Set([...byRace.keys(), ...legRaces])]);
    const outcomeOf = new Map(outcomes.map((outcome) => [outcome.extRaceId, outcome]));
    const closings: BetClosing[] = [];
    const settlements: BetSettlementRecord[] = [];
    const owners = new Set<string>();
    // Races are independent: a few at once, so one race's reads overlap another's valuation.
    await eachAtMost(RACES_AT_ONCE, outcomes, async (outcome) => {
      const raceBets = byRace.get(outcome.extRaceId) ?? [];
      if (raceBets.length === 0) return;
      const startMs = Date.parse(outcome.startTime);
      if (outcome.state === 'open' && startMs > now.getTime()) {
        if (await this.observe(outcome.extRaceId, raceBets[0].userId, now)) done.observed++;
        return;
      }
      // A Top-2 or multi-leg bet has no closing win price to compare with: no CLV.
      const unclosed = raceBets.filter((bet) => bet.closingPrice === null && bet.closingFairPrice === null && !settlesAsBoostBet(bet.boostType));
      if (unclosed.length > 0) {
        const closeAt = new Date(Math.min(startMs, now.getTime()));
        closings.push(...(await this.closingOf(outcome, unclosed, closeAt)));
        for (const bet of unclosed) owners.add(bet.userId);
      }
      for (const bet of raceBets) {
        const settled =
          settlesAsBoostBet(bet.boostType) && bet.boostType !== null && bet.legs !== null
            ? withoutLay(settleBoostBet({ ...bet, boostType: bet.boostType, legs: bet.legs }, outcomeOf))
            : settleWithLay(bet, outcome, bet.promoTerms);
        if (settled !== null) settlements.push({ id: bet.id, ...settled, settledAt: now.toISOString() });
      }
      if (outcome.state === 'final' || outcome.state === 'abandoned') this.tracker.forget(outcome.extRaceId);
    });
    await this.transactions.run(async (tx) => {
      await this.bets.recordClosing(closings, tx);
      for (const owner of await this.bets.settle(settlements, tx)) owners.add(owner);
      for (const userId of owners) await this.bus.publishWithin(tx, 'bet_changed', { userId });
    });
    done.closed = closings.length;
    done.settled = settlements.length;
    if (done.closed + done.settled > 0) this.logger.log(`closing prices for ${done.closed} bets, ${done.settled} settled`);
    return done;
  }

  /** Values an open race and remembers its fair prices; false when it cannot be valued. */
  private async observe(extRaceId: string, viewerId: string, now: Date): Promise<boolean> {
    const fair = await this.fairPrices(extRaceId, viewerId);
    if (fair === null) return false;
    this.tracker.record(extRaceId, fair, now);
    return true;
  }

  /** The engine's fair win price per runner number of the race as served now, or null. */
  private async fairPrices(extRaceId: string, viewerId: string): Promise<Map<number, number> | null> {
    const valued = await this.valuation.race(extRaceId, viewerId);
    return valued === null ? null : fairPricesOf(valued.race, valued.viewer.context);
  }

  private async closingOf(outcome: RaceOutcome, bets: readonly Bet[], closeAt: Date): Promise<BetClosing[]> {
    const live = bets.filter((bet) => !outcome.scratchedRunnerNumbers.includes(bet.runnerNumber));
    if (live.length === 0) return [];
    const valued = await this.valuation.race(outcome.extRaceId, live[0].userId);
    if (valued === null) return [];
    const { race } = valued;
    const since = new Date(closeAt.getTime() - HISTORY_HOURS * 3_600_000);
    const history = await this.markets.priceHistory(outcome.extRaceId, since);
    const needsValuing = live.some((bet) => this.tracker.lastBefore(outcome.extRaceId, bet.runnerNumber, closeAt) === null);
    const valuedNow = needsValuing ? fairPricesOf(valued.race, valued.viewer.context) : null;
    return live.map((bet) => {
      const closingFairPrice = this.tracker.lastBefore(outcome.extRaceId, bet.runnerNumber, closeAt) ?? valuedNow?.get(bet.runnerNumber) ?? null;
      return {
        id: bet.id,
        closingPrice: closingBookPrice(race, history, bet.runnerNumber, bet.bookmaker, closeAt),
        closingFairPrice,
        clv: closingLineValue(bet.price, closingFairPrice),
      };
    });
  }
}

/** The engine's fair win price per runner number of a race, or null when it cannot be valued. */
function fairPricesOf(race: RaceMarket, context: EngineContext): Map<number, number> | null {
  const result = valueRace(race, context);
  if (!result.ok) return null;
  const { valuation } = result;
  const fair = new Map<number, number>();
  valuation.runners.forEach((runner, r) => fair.set(runner.number, valuation.fairPrice[r]));
  return fair;
}

/** A boost bet has no lay leg (a win lay does not hedge a Top-2 or multi-leg bet). */
function withoutLay<T extends object>(settled: T | null): (T & { layProfit: null }) | null {
  return settled === null ? null : { ...settled, layProfit: null };
}
