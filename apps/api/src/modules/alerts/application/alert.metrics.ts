import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { Metric } from 'prom-client';

/**
 * Alert deliveries by channel and outcome (docs/operations.md §2): what an operator watches when
 * punters say an alert never came. Registered in no registry here: the metrics module adds it to
 * `/metrics`, as it does the feed jobs' metrics.
 */
@Injectable()
export class AlertMetrics {
  readonly deliveries = new Counter({
    name: 'overlay_alert_deliveries_total',
    help: 'Tries of stored alert deliveries, by channel (push, telegram, email, webhook) and outcome (delivered; retried: tried again later; held: the channel refused for good; failed)',
    labelNames: ['channel', 'outcome'],
    registers: [],
  });

  get all(): Metric[] {
    return [this.deliveries];
  }
}
