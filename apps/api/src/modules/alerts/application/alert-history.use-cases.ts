import { Inject, Injectable } from '@nestjs/common';
import { AlertLogRepository } from '@overlay/domain';
import type { AlertChannelKind, DeliveryOutcome, HistoryEntry } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { AlertDispatcher } from './alert-dispatcher';

const HISTORY_LIMIT = 200;

/** The notification history (every alert on every channel) and the test of one channel (docs/product.md "Alerts"). */
@Injectable()
export class AlertHistoryUseCases {
  constructor(
    private readonly log: AlertLogRepository,
    private readonly dispatcher: AlertDispatcher,
    private readonly clock: Clock,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
  ) {}

  history(userId: string): Promise<HistoryEntry[]> {
    return this.log.history(userId, HISTORY_LIMIT);
  }

  /** A sample alert, clearly marked as a test, through one channel; recorded in the history. */
  test(userId: string, channel: AlertChannelKind): Promise<DeliveryOutcome> {
    const startTime = new Date(this.clock.now().getTime() + 10 * 60_000).toISOString();
    return this.dispatcher.test(
      {
        userId,
        raceId: 'test',
        venue: 'Test alert',
        raceNumber: 1,
        startTime,
        runnerName: 'Test Runner',
        runnerNumber: 1,
        bookmaker: 'TAB',
        price: 3,
        fairPrice: 2.5,
        ev: 0.2,
        promo: null,
        stake: null,
        url: `${this.config.publicUrl}/`,
      },
      channel,
    );
  }
}
