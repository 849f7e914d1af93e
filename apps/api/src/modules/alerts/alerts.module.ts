import { Module } from '@nestjs/common';
import { ALERT_CHANNELS } from '@overlay/domain';
import type { AlertChannel } from '@overlay/domain';
import { ChannelsModule, EmailChannel, PushChannel, TelegramChannel } from '../channels';
import { LeaderModule } from '../leader';
import { ValuationModule } from '../valuation';
import { AlertDeliveryWorker } from './application/delivery/alert-delivery-worker';
import { AlertMetrics } from './application/alert.metrics';
import { AlertHistoryUseCases } from './application/alert-history.use-cases';
import { AlertRuleBook } from './application/alert-rule-book';
import { AlertRulesUseCases } from './application/alert-rules.use-cases';
import { EvaluateAlertRulesUseCase } from './application/evaluate-alert-rules.use-case';
import { SavedViewsUseCases } from './application/saved-views.use-cases';
import { WebhooksUseCases } from './application/webhooks.use-cases';
import { AlertHistoryController } from './alert-history.controller';
import { AlertRulesController } from './alert-rules.controller';
import { ALERTS_CONFIG, loadAlertsConfig } from './alerts.config';
import { WebhookChannel } from './http/webhook.channel';
import { AlertDeliveryJob } from './jobs/alert-delivery.job';
import { AlertEvaluationJob } from './jobs/alert-evaluation.job';
import { ViewsController } from './views.controller';
import { WebhooksController } from './webhooks.controller';

/**
 * Saved views, alert rules evaluated on the leader at every market change, the webhook channel
 * and the notification history (docs/product.md "Alerts"). Alerts are stored with one delivery per
 * channel, which the delivery job sends on the leader. ALERT_CHANNELS lists every channel: the
 * webhook here, web push, Telegram and email from the channels module.
 */
@Module({
  imports: [ValuationModule, LeaderModule, ChannelsModule],
  exports: [AlertMetrics],
  controllers: [ViewsController, AlertRulesController, WebhooksController, AlertHistoryController],
  providers: [
    { provide: ALERTS_CONFIG, useFactory: () => loadAlertsConfig() },
    WebhookChannel,
    {
      provide: ALERT_CHANNELS,
      useFactory: (...channels: AlertChannel[]) => channels,
      inject: [WebhookChannel, PushChannel, TelegramChannel, EmailChannel],
    },
    AlertDeliveryWorker,
    AlertMetrics,
    AlertRuleBook,
    SavedViewsUseCases,
    AlertRulesUseCases,
    WebhooksUseCases,
    AlertHistoryUseCases,
    EvaluateAlertRulesUseCase,
    AlertEvaluationJob,
    AlertDeliveryJob,
  ],
})
export class AlertsModule {}
