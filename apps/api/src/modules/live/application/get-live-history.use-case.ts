import { Injectable } from '@nestjs/common';
import { MarketDataRepository, raceNotFound } from '@overlay/domain';
import type { PricePoint, RunnerHistory } from '@overlay/contracts';
import type { RaceMarket } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { LiveFairHistory } from './live-fair-history';
import { LiveRaceSource } from './live-race-source';
import { parseBooks } from './live-stream-params';

/** The checked query of a history call (`dto/live-query.request.dto.ts`): absent, every runner / book. */
export interface LiveHistoryQueryValues {
  runners?: number[];
  books?: string;
}

/** The window of history a page charts. */
const LIVE_HISTORY_HOURS = 24;

/**
 * `GET /api/live/race/:extRaceId/history?runners=1,2&books=a,b`: the stored win price changes of
 * the race's runners (by number; all when none given) and bookmakers over the last 24 h, and the
 * fair price recorded by the live computation, so the page can chart the moves.
 */
@Injectable()
export class GetLiveHistoryUseCase {
  constructor(
    private readonly source: LiveRaceSource,
    private readonly markets: MarketDataRepository,
    private readonly fair: LiveFairHistory,
    private readonly clock: Clock,
  ) {}

  async execute(extRaceId: string, query: LiveHistoryQueryValues, viewerId: string): Promise<{ race: RaceMarket; runners: RunnerHistory[] }> {
    const active = await this.source.activeBookmakers(viewerId);
    const books = parseBooks(query.books, active);
    // The history keeps every book's moves; the chart shows switched-on bookmakers only (docs/feeds.md).
    const shown = new Set(active.map((book) => book.toLowerCase()));
    const numbers = query.runners ? new Set(query.runners) : null;
    const valued = await this.source.load(extRaceId, viewerId);
    if (!valued) throw raceNotFound(extRaceId);
    const { race } = valued;
    const since = new Date(this.clock.now().getTime() - LIVE_HISTORY_HOURS * 3_600_000);
    const points = await this.markets.priceHistory(extRaceId, since);
    const wantedBooks = books && new Set(books.map((book) => book.toLowerCase()));
    const runners = race.runners.filter((runner) => numbers === null || numbers.has(runner.number));
    return {
      race,
      runners: runners.map((runner) => {
        const byBook = new Map<string, PricePoint[]>();
        for (const point of points) {
          const book = point.bookmaker.toLowerCase();
          if (point.runnerExtId !== runner.extId || !shown.has(book) || (wantedBooks && !wantedBooks.has(book))) continue;
          const line = byBook.get(point.bookmaker) ?? [];
          line.push({ t: point.recordedAt, price: point.win });
          byBook.set(point.bookmaker, line);
        }
        return {
          runnerId: runner.extId,
          runnerNo: runner.number,
          runnerName: runner.name,
          books: [...byBook].map(([book, line]) => ({ book, points: line })),
          fair: this.fair.of(extRaceId, runner.extId, since),
        };
      }),
    };
  }
}
