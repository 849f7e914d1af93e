import { Injectable } from '@nestjs/common';
import { RaceResultsRepository, RESULT_CHASE_DAYS } from '@overlay/domain';
import type { RaceWithoutResult } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

/** Listed from this long after their start (before, a result is simply not due yet). */
const LISTED_AFTER_MS = 60 * 60_000;
/** How far back the list reaches, and how many it shows. */
const LISTED_DAYS = 30;
const LISTED_MAX = 200;

/** A race without a result, and whether its result is still asked for. */
export interface UnresultedRace extends RaceWithoutResult {
  /** Older than RESULT_CHASE_DAYS: no longer asked for, left to a person. */
  givenUp: boolean;
}

/**
 * `GET /api/admin/races-without-result` (docs/feeds.md, results): the races past their start with
 * no result stored, oldest first, with the bets waiting on each. A race older than
 * RESULT_CHASE_DAYS is no longer asked for (`givenUp`): never silently pending, it waits here for
 * a person.
 */
@Injectable()
export class ListRacesWithoutResultUseCase {
  constructor(
    private readonly results: RaceResultsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<UnresultedRace[]> {
    const now = this.clock.now().getTime();
    const races = await this.results.findWithoutResult({
      from: new Date(now - LISTED_DAYS * 86_400_000),
      to: new Date(now - LISTED_AFTER_MS),
      limit: LISTED_MAX,
    });
    const givenUpBefore = now - RESULT_CHASE_DAYS * 86_400_000;
    return races.map((race) => ({ ...race, givenUp: Date.parse(race.startTime) < givenUpBefore }));
  }
}
