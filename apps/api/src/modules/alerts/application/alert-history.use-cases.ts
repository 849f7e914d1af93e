import { Injectable } from '@nestjs/common';
import { AlertLogRepository } from '@overlay/domain';
import type { HistoryEntry } from '@overlay/domain';

const HISTORY_LIMIT = 200;

/** The notification history: every alert on every channel, newest first (docs/product.md §10). */
@Injectable()
export class AlertHistoryUseCases {
  constructor(private readonly log: AlertLogRepository) {}

  history(userId: string): Promise<HistoryEntry[]> {
    return this.log.history(userId, HISTORY_LIMIT);
  }
}
