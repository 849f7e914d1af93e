import { Injectable } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LeaderElection } from './leader-election';

/**
 * A clean stop hands the lead over at once (docs/operations.md §7): the leader gives its lock up
 * and says so on the bus, and every other instance tries for the lock on hearing it rather than
 * at its next LEADER_RETRY_SECONDS check. A killed leader says nothing: its lock goes with its
 * connection and a follower takes it at its next check.
 */
@Injectable()
export class LeaderHandover {
  constructor(
    private readonly election: LeaderElection,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Stops campaigning, gives the lock up and, when this instance led, tells the others. */
  async stepDown(): Promise<void> {
    const led = this.election.isLeader;
    await this.election.stop();
    if (led) this.bus.publish('leader_released', { at: this.clock.now().toISOString() });
  }

  /** Heard here too (the bus delivers in process): a stopped election ignores it. */
  @OnDomainEvent('leader_released')
  released(): void {
    void this.election.retryNow();
  }
}
