import { Injectable } from '@nestjs/common';
import { FLUCS_HISTORY_HOURS, MarketDataRepository, PriceMovesRepository, raceNotFound, RaceError } from '@overlay/domain';
import type { FlucsPoint, FlucsResponse } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';

/**
 * `GET /api/debug/flucs/:extRaceId?runner=N` (docs/product.md, flucs): one runner's stored win price
 * changes per book (with the pre-boost price, so the chart can shade boosted spans) and its stored
 * fair prices, the ones the dashboard showed, over the last FLUCS_HISTORY_HOURS.
 */
@Injectable()
export class GetFlucsUseCase {
  constructor(
    private readonly valuation: ValuationService,
    private readonly markets: MarketDataRepository,
    private readonly moves: PriceMovesRepository,
    private readonly clock: Clock,
  ) {}

  async execute(extRaceId: string, runnerNumber: number, viewerId: string): Promise<FlucsResponse> {
    const valued = await this.valuation.race(extRaceId, viewerId);
    if (!valued) throw raceNotFound(extRaceId);
    const runner = valued.race.runners.find((r) => r.number === runnerNumber);
    if (!runner) throw new RaceError('RACE_RUNNER_NOT_FOUND', `Race ${extRaceId} has no runner ${runnerNumber}`);
    const nowMs = this.clock.now().getTime();
    const since = new Date(nowMs - FLUCS_HISTORY_HOURS * 3_600_000);
    const [history, fair, current] = await Promise.all([
      this.markets.priceHistory(extRaceId, since),
      this.moves.findRaceFairPrices(extRaceId, since),
      this.valuation.current(viewerId),
    ]);
    // The history keeps every book's moves (settlement reads them); a chart shows the switched-on
    // bookmakers only (docs/feeds.md, "The source catalogue").
    const shown = new Set(current.bookmakers.map((name) => name.toLowerCase()));
    const books = new Map<string, FlucsPoint[]>();
    for (const point of history) {
      if (point.runnerExtId !== runner.extId || !shown.has(point.bookmaker.toLowerCase())) continue;
      let line = books.get(point.bookmaker);
      if (!line) books.set(point.bookmaker, (line = []));
      line.push([Date.parse(point.recordedAt), point.win, point.boostedFrom]);
    }
    const fairLine: [number, number][] = [];
    for (const stored of fair) {
      const exact = stored.byRunner.get(runner.extId);
      if (exact === undefined) continue;
      const price = Math.round(exact * 1e4) / 1e4;
      // One point per change of the price: a race's other runners moving adds none.
      if (fairLine.at(-1)?.[1] !== price) fairLine.push([stored.atMs, price]);
    }
    return {
      extRaceId,
      runnerNumber,
      runnerName: runner.name,
      asOfMs: nowMs,
      books: [...books].sort(([a], [b]) => a.localeCompare(b)).map(([book, points]) => ({ book, points })),
      fair: fairLine,
    };
  }
}
