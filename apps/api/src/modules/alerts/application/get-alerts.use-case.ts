import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/time/clock';

/** What the use case answers (a domain type once there is one in @overlay/domain). */
export interface AlertsResult {
  viewerId: string;
  at: Date;
}

/**
 * One thing a caller can do with alerts. Inject ports (abstract classes from
 * @overlay/domain, bound by the PersistenceModule), never @overlay/infrastructure (lint:
 * overlay-api/application-no-infrastructure); throw domain errors with codes (the api's filter
 * maps code → status); publish events through the EventBus after a commit; hear them with
 * `@OnDomainEvent(name)`; run timers through `ScheduledTimers`, named in common/schedule/timers.ts.
 */
@Injectable()
export class GetAlertsUseCase {
  constructor(private readonly clock: Clock) {}

  async execute(viewerId: string): Promise<AlertsResult> {
    return { viewerId, at: this.clock.now() };
  }
}
