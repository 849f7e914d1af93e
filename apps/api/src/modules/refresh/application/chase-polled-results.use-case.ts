import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { OddsFeed, OddsStream, RaceResultsRepository, RESULT_CHASE_DAYS, RESULT_DUE_AFTER_MS, resultRetryWaitMs } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { RefreshRacesUseCase } from './refresh-races.use-case';

/** The stored races without a result are read again this often (and at every start). */
const RESULT_SWEEP_MS = 15 * 60_000;
/** Races held in the chase at most (oldest first), and asked for per pass. */
const RESULT_SWEEP_LIMIT = 500;
const RESULT_PASS_BATCH = 50;

interface Chase {
  attempts: number;
  /** performance.now() ms: waits are real time (a provider's Retry-After), whatever the market's clock says. */
  dueMs: number;
}

/**
 * Results are never lost on a polled feed that fetches races by id (`betwatch-graphql`): its poll
 * lists only today's and tomorrow's races, so a race that turned final without a result, or whose
 * fetch was refused, would leave the poll's window unresulted. The stored races past their start
 * (by 30 minutes) with no result, up to RESULT_CHASE_DAYS old, are asked for by id until their
 * result is stored, each after a backoff (5 s doubling to 10 min, with jitter, never sooner than a
 * `Retry-After`), each refusal logged with when it is tried next (docs/feeds.md, results). The
 * `file` and `simulated` feeds give every race they hold at each refresh: nothing to chase.
 */
@Injectable()
export class ChasePolledResultsUseCase {
  private readonly logger = new Logger('ResultChase');
  private readonly chases = new Map<string, Chase>();
  private sweptAtMs = -Infinity;
  private running: Promise<number> | null = null;

  constructor(
    private readonly feed: OddsFeed,
    private readonly results: RaceResultsRepository,
    private readonly refreshRaces: RefreshRacesUseCase,
    private readonly clock: Clock,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  /** Whether results are chased here (a stream chases its own: feed-stream). */
  get applies(): boolean {
    return !this.stream && typeof this.feed.fetchRaces === 'function';
  }

  /**
   * One pass: reads the stored races without a result when the last read is older than the
   * sweep's interval (or `sweep` asks), then asks for those due. Resolves to the races asked for;
   * a pass under way is joined.
   */
  execute(options: { sweep?: boolean } = {}): Promise<number> {
    if (!this.applies) return Promise.resolve(0);
    this.running ??= this.pass(options.sweep ?? false).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Settles once no pass runs (a job stopping). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async pass(sweep: boolean): Promise<number> {
    if (sweep || performance.now() - this.sweptAtMs >= RESULT_SWEEP_MS) await this.sweep();
    const nowMs = performance.now();
    const due = [...this.chases]
      .filter(([, chase]) => chase.dueMs <= nowMs)
      .sort((a, b) => a[1].dueMs - b[1].dueMs)
      .slice(0, RESULT_PASS_BATCH)
      .map(([extRaceId]) => extRaceId);
    if (due.length === 0) return 0;
    let failure: string | null = null;
    let retryAfterMs = 0;
    try {
      await this.refreshRaces.execute(due);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      retryAfterMs = retryAfterOf(error);
    }
    const outcomes = await this.results.findRaceOutcomes(due);
    const done = new Set(
      outcomes.filter((race) => (race.results?.length ?? 0) > 0 || race.state === 'abandoned').map((race) => race.extRaceId),
    );
    const waiting: string[] = [];
    for (const extRaceId of due) {
      const chase = this.chases.get(extRaceId);
      if (!chase) continue;
      chase.attempts += 1;
      if (done.has(extRaceId)) {
        this.chases.delete(extRaceId);
        if (chase.attempts > 1) this.logger.log(`Race ${extRaceId}: result read after ${chase.attempts} attempts`);
        continue;
      }
      chase.dueMs = performance.now() + resultRetryWaitMs(chase.attempts, retryAfterMs, Math.random);
      waiting.push(extRaceId);
    }
    const first = waiting.length > 0 ? this.chases.get(waiting[0]) : undefined;
    if (first) {
      this.logger.warn(
        `${waiting.length} race(s) past their start still without a result (${failure ?? 'none given yet'}); ` +
          `${waiting[0]} asked again in ${Math.round((first.dueMs - performance.now()) / 1000)} s (attempt ${first.attempts})`,
      );
    }
    return due.length;
  }

  /** The chase becomes the stored races without a result (a race resulted elsewhere, or too old, leaves it). */
  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    const races = await this.results.findWithoutResult({
      from: new Date(now - RESULT_CHASE_DAYS * 86_400_000),
      to: new Date(now - RESULT_DUE_AFTER_MS),
      limit: RESULT_SWEEP_LIMIT,
    });
    this.sweptAtMs = performance.now();
    const wanted = new Set(races.map((race) => race.extRaceId));
    for (const extRaceId of this.chases.keys()) if (!wanted.has(extRaceId)) this.chases.delete(extRaceId);
    for (const extRaceId of wanted) if (!this.chases.has(extRaceId)) this.chases.set(extRaceId, { attempts: 0, dueMs: this.sweptAtMs });
  }
}

/** The wait a failure asked for (an HTTP 429's Retry-After, kept on the error or its causes), else 0. */
function retryAfterOf(error: unknown): number {
  let cause: unknown = error;
  for (let depth = 0; depth < 6 && cause instanceof Error; depth += 1) {
    const found = cause as Error & { retryAfterMs?: unknown; failure?: unknown };
    if (typeof found.retryAfterMs === 'number' && found.retryAfterMs > 0) return found.retryAfterMs;
    cause = found.failure ?? found.cause;
  }
  return 0;
}
