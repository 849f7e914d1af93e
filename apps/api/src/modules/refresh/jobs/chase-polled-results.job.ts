import { Injectable, Logger } from '@nestjs/common';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { ChasePolledResultsUseCase } from '../application/chase-polled-results.use-case';

/** The races due for their result are asked for this often (reading what is due costs nothing). */
const POLLED_RESULTS_TICK_MS = 2_000;

/**
 * On the leader of a polled feed that fetches races by id (`betwatch-graphql`): asks for the
 * results of the stored races that have none, at once on taking the lead (every start) and then
 * as each falls due (ChasePolledResultsUseCase). A streaming feed chases its own (feed-stream).
 */
@Injectable()
@RunWhileLeading()
export class ChasePolledResultsJob implements WhileLeading {
  private readonly logger = new Logger('ResultChase');

  constructor(
    private readonly leader: LeaderElection,
    private readonly chase: ChasePolledResultsUseCase,
    private readonly timers: ScheduledTimers,
  ) {}

  startLeading(): void {
    this.timers.stop(TIMERS.polledResults);
    if (!this.chase.applies) return;
    void this.run(true);
    this.timers.every(TIMERS.polledResults, POLLED_RESULTS_TICK_MS, () => this.run(false));
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.polledResults);
    await this.chase.idle();
  }

  private async run(sweep: boolean): Promise<void> {
    try {
      await this.leader.fenced(() => this.chase.execute({ sweep }));
    } catch (error) {
      this.logger.warn(`Asking for missing results failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
