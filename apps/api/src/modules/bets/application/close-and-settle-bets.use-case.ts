import { Injectable, Logger } from '@nestjs/common';
import { BetRepository, closingLineValue, EventBus, MarketDataRepository, RaceResultsRepository, settleBet } from '@overlay/domain';
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

/** How far back the price history is read for a closing price. */
const HISTORY_HOURS = 24;

/**
 * One pass over the pending bets (the leader's job, after each refresh and on a timer):
 * - a race still open and before its start: its fair prices are valued and remembered;
 * - a race that closed (state left 'open', or its start passed): each bet gets its closing
 *   prices once: the book's last price before the close (price history) and the engine's last
 *   fair price before it (remembered, else the race as stored valued now), and so its CLV;
 * - a race final with results (or a scratched runner, an abandoned race): the bet is settled.
 * The owners of changed bets hear `bet_changed`.
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
    const now = this.clock.now();
    const outcomes = await this.results.findRaceOutcomes([...byRace.keys()]);
    const closings: BetClosing[] = [];
    const settlements: BetSettlementRecord[] = [];
    const owners = new Set<string>();
    for (const outcome of outcomes) {
      const raceBets = byRace.get(outcome.extRaceId) ?? [];
      const startMs = Date.parse(outcome.startTime);
      if (outcome.state === 'open' && startMs > now.getTime()) {
        if (await this.observe(outcome.extRaceId, raceBets[0].userId, now)) done.observed++;
        continue;
      }
      const unclosed = raceBets.filter((bet) => bet.closingPrice === null && bet.closingFairPrice === null);
      if (unclosed.length > 0) {
        const closeAt = new Date(Math.min(startMs, now.getTime()));
        for (const closing of await this.closingOf(outcome, unclosed, closeAt)) {
          closings.push(closing);
          const bet = unclosed.find((b) => b.id === closing.id);
          if (bet) owners.add(bet.userId);
        }
      }
      for (const bet of raceBets) {
        const settled = settleBet(bet, outcome, bet.promoTerms);
        if (settled !== null) settlements.push({ id: bet.id, ...settled, settledAt: now.toISOString() });
      }
      if (outcome.state === 'final' || outcome.state === 'abandoned') this.tracker.forget(outcome.extRaceId);
    }
    await this.bets.recordClosing(closings);
    const settledOwners = await this.bets.settle(settlements);
    for (const owner of settledOwners) owners.add(owner);
    for (const userId of owners) this.bus.publish('bet_changed', { userId });
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
