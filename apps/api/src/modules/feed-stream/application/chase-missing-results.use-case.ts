import { Inject, Injectable, Optional } from '@nestjs/common';
import { OddsStream, RaceResultsRepository, RESULT_CHASE_DAYS, RESULT_DUE_AFTER_MS } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

/** Races asked for per pass (each costs one snapshot request of the prices budget). */
const RESULT_CHASE_BATCH = 50;
/** Stored races without a result read per pass, oldest first: the passes take turns through them. */
const RESULT_CHASE_READ = 1_000;

/**
 * Hands the stream the stored races past their start with no result, up to RESULT_CHASE_DAYS
 * old, so a result the stream never brought (a race that left the held market, a start after a
 * long outage) is still asked for until it comes (docs/feeds.md, results). At most
 * RESULT_CHASE_BATCH a pass, the next ones at the next pass (round the list and again), so fifty
 * races the provider never results cannot keep the younger ones from ever being asked. Older ones
 * are the admin panel's to report.
 */
@Injectable()
export class ChaseMissingResultsUseCase {
  /** Where the next pass starts in the list: after the start time and id last handed over. */
  private after: { startTime: string; extRaceId: string } | null = null;

  constructor(
    private readonly results: RaceResultsRepository,
    private readonly clock: Clock,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  async execute(): Promise<number> {
    if (!this.stream?.chaseResults) return 0;
    const now = this.clock.now().getTime();
    const races = await this.results.findWithoutResult({
      from: new Date(now - RESULT_CHASE_DAYS * 86_400_000),
      to: new Date(now - RESULT_DUE_AFTER_MS),
      limit: RESULT_CHASE_READ,
    });
    const after = this.after;
    const start = after
      ? races.findIndex((race) => race.startTime > after.startTime || (race.startTime === after.startTime && race.extRaceId > after.extRaceId))
      : 0;
    const from = start < 0 ? 0 : start;
    const turn = races.slice(from, from + RESULT_CHASE_BATCH);
    const last = turn.at(-1);
    this.after = last && from + RESULT_CHASE_BATCH < races.length ? { startTime: last.startTime, extRaceId: last.extRaceId } : null;
    this.stream.chaseResults(turn.map((race) => race.extRaceId));
    return turn.length;
  }
}
