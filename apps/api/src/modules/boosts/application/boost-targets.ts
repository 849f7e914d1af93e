import { Injectable } from '@nestjs/common';
import {
  BoostError,
  BookmakerRepository,
  findBookmakerName,
  refusedBookmakerMessage,
  MarketDataRepository,
} from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

/** What a boost may name: an active bookmaker, an open race that has not jumped, a running runner. */
@Injectable()
export class BoostTargets {
  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
  ) {}

  /** The bookmaker as the list spells it (names match without case). */
  async bookmaker(name: string): Promise<string> {
    const match = findBookmakerName(await this.bookmakers.findActiveNames(), name);
    if (!match)
      throw new BoostError('BOOKMAKER_UNKNOWN', refusedBookmakerMessage(await this.bookmakers.findAll(), name));
    return match;
  }

  /** The race of a boost leg, checked open with the runner running in it. */
  async openRunner(
    raceExtId: string,
    runnerExtId: string,
  ): Promise<RaceMarket> {
    const race = await this.markets.findRaceMarket(raceExtId);
    if (!race)
      throw new BoostError('BOOST_RACE_UNKNOWN', `Unknown race '${raceExtId}'`);
    const runner = race.runners.find(
      (candidate) => candidate.extId === runnerExtId,
    );
    if (!runner || runner.scratched) {
      const why = runner ? 'is scratched' : 'is not a runner';
      throw new BoostError(
        'BOOST_RUNNER_UNKNOWN',
        `Runner '${runnerExtId}' ${why} in ${race.venue} R${race.number}`,
      );
    }
    if (
      race.state !== 'open' ||
      Date.parse(race.startTime) <= this.clock.now().getTime()
    ) {
      throw new BoostError(
        'BOOST_RACE_CLOSED',
        `${race.venue} R${race.number} has already started`,
      );
    }
    return race;
  }
}
