import { MarketDataRepository } from '@overlay/domain';
import type {
  BookmakerCoverageCounts,
  PriceHistoryPoint,
  RaceListing,
  RaceMarket,
  RaceVersion,
  RaceWindow,
} from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { toPriceHistoryPoint, toRaceListing } from '../mappers/market-data.mapper';
import { assembleRaces, keptRunners } from './race-market-assembly';
import type { ExchangeRow, PriceHistoryRow, PriceRow, RaceRow, RunnerRow } from '../mappers/market-data.mapper';
import { RACE_LIST_ORDER, raceWindowFilter } from './race-window.sql';
import { shownBook } from './shown-sources.sql';
import { isoUtc } from './iso-utc.sql';
import {
  EXCHANGE_OF_RACES,
  EXCHANGE_OF_RUNNERS,
  HISTORY_OF_RACES,
  QUOTES_OF_RACES,
  QUOTES_OF_RUNNERS,
  RUNNERS_OF_RACES,
} from './race-quotes.sql';

const RACE_COLUMNS = `r.ext_race_id, r.venue, r.country, r.code, r.number, r.name, ${isoUtc('r.start_time', 'start_time')},
  r.state, ${isoUtc('r.updated_at', 'updated_at')}, ${isoUtc('r.confirmed_at', 'confirmed_at')}, r.results, r.region`;

/** Reads of the market data in plain parameterised SQL (a day is ~75k price rows). */
export class TypeOrmMarketDataRepository extends MarketDataRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async findRaces(window: RaceWindow): Promise<RaceListing[]> {
    const { where, params } = raceWindowFilter(window);
    const rows: RaceRow[] = await this.dataSource.query(
      `SELECT ${RACE_COLUMNS},
         (SELECT count(*) FROM runners u WHERE u.race_ext_id = r.ext_race_id AND NOT u.scratched)::int
           AS active_runners
       FROM races r WHERE ${where}
       ORDER BY ${RACE_LIST_ORDER}`,
      params,
    );
    return rows.map(toRaceListing);
  }

  async findRaceVersions(window: RaceWindow): Promise<RaceVersion[]> {
    const { where, params } = raceWindowFilter(window);
    const rows: { ext_race_id: string; updated_at: string }[] = await this.dataSource.query(
      `SELECT r.ext_race_id, ${isoUtc('r.updated_at', 'updated_at')}
       FROM races r WHERE ${where} ORDER BY ${RACE_LIST_ORDER}`,
      params,
    );
    return rows.map((row) => ({ extRaceId: row.ext_race_id, updatedAt: row.updated_at }));
  }

  async findRaceMarket(extRaceId: string): Promise<RaceMarket | null> {
    const rows: RaceRow[] = await this.dataSource.query(
      `SELECT ${RACE_COLUMNS} FROM races r WHERE r.ext_race_id = $1`,
      [extRaceId],
    );
    if (rows.length === 0) return null;
    const [market] = await this.withRunners(rows);
    return market;
  }

  async findRaceMarkets(window: RaceWindow): Promise<RaceMarket[]> {
    const { where, params } = raceWindowFilter(window);
    const rows: RaceRow[] = await this.dataSource.query(
      `SELECT ${RACE_COLUMNS} FROM races r WHERE ${where} ORDER BY ${RACE_LIST_ORDER}`,
      params,
    );
    return this.withRunners(rows);
  }

  async findRaceMarketsByIds(extRaceIds: readonly string[], known?: ReadonlyMap<string, RaceMarket>): Promise<RaceMarket[]> {
    if (extRaceIds.length === 0) return [];
    const races = (): Promise<RaceRow[]> =>
      this.dataSource.query(
        `SELECT ${RACE_COLUMNS} FROM races r WHERE r.ext_race_id = ANY($1::text[])
         ORDER BY ${RACE_LIST_ORDER}`,
        [extRaceIds],
      );
    if (!known) return this.withRunners(await races());
    const [raceRows, runners]: [RaceRow[], RunnerRow[]] = await Promise.all([
      races(),
      this.dataSource.query(RUNNERS_OF_RACES, [extRaceIds]),
    ]);
    return this.withChangedRunners(raceRows, runners, known);
  }

  async bookmakerCoverage(window: RaceWindow): Promise<BookmakerCoverageCounts[]> {
    const { where, params } = raceWindowFilter(window);
    const rows: {
      bookmaker: string;
      races_priced: number;
      runners_priced: number;
      runners_with_place: number;
      last_price_change: Date | null;
    }[] = await this.dataSource.query(
      `SELECT p.bookmaker,
         count(DISTINCT u.race_ext_id)::int AS races_priced,
         count(*)::int AS runners_priced,
         count(p.place)::int AS runners_with_place,
         max(p.updated_at) AS last_price_change
       FROM bookmaker_prices p
       JOIN runners u ON u.id = p.runner_id AND NOT u.scratched
       JOIN races r ON r.ext_race_id = u.race_ext_id
       WHERE ${where} AND ${shownBook('p.bookmaker')}
       GROUP BY p.bookmaker ORDER BY p.bookmaker`,
      params,
    );
    return rows.map((row) => ({
      bookmaker: row.bookmaker,
      racesPriced: row.races_priced,
      runnersPriced: row.runners_priced,
      runnersWithPlace: row.runners_with_place,
      lastPriceChange: row.last_price_change ? row.last_price_change.toISOString() : null,
    }));
  }

  async priceHistory(extRaceId: string, since: Date): Promise<PriceHistoryPoint[]> {
    const rows: PriceHistoryRow[] = await this.dataSource.query(HISTORY_OF_RACES, [[extRaceId], since]);
    return rows.map(toPriceHistoryPoint);
  }

  /**
   * Three set reads (runners, prices, exchange) for all the races at once, joined in memory. The
   * sources an admin switched off are left out here, so every view and the fair price lose them.
   */
  private async withRunners(races: RaceRow[]): Promise<RaceMarket[]> {
    if (races.length === 0) return [];
    const ids = races.map((race) => race.ext_race_id);
    const [runners, prices, exchange] = await Promise.all([
      this.dataSource.query(RUNNERS_OF_RACES, [ids]) as Promise<RunnerRow[]>,
      this.dataSource.query(QUOTES_OF_RACES, [ids]) as Promise<PriceRow[]>,
      this.dataSource.query(EXCHANGE_OF_RACES, [ids]) as Promise<ExchangeRow[]>,
    ]);
    return assembleRaces(races, runners, prices, exchange, new Map());
  }

  /**
   * The races with the runners whose revision moved since `known` read again, and the others
   * taken as they were read (docs/architecture.md §3, "Re-reading only the runners that changed").
   */
  private async withChangedRunners(
    races: RaceRow[],
    runners: RunnerRow[],
    known: ReadonlyMap<string, RaceMarket>,
  ): Promise<RaceMarket[]> {
    const kept = keptRunners(runners, known);
    const reread = runners.filter((runner) => !kept.has(runner.id)).map((runner) => runner.id);
    const [prices, exchange] =
      reread.length === 0
        ? [[], []]
        : await Promise.all([
            this.dataSource.query(QUOTES_OF_RUNNERS, [reread]) as Promise<PriceRow[]>,
            this.dataSource.query(EXCHANGE_OF_RUNNERS, [reread]) as Promise<ExchangeRow[]>,
          ]);
    return assembleRaces(races, runners, prices, exchange, kept);
  }
}
