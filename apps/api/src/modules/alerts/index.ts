export { AlertsModule } from './alerts.module';
export { AlertMetrics } from './application/alert.metrics';
/** @public The bench (bench/alerts.bench.ts) runs a delivery pass of the compiled api by hand. */
export { AlertDeliveryJob } from './jobs/alert-delivery.job';
/** @public The bench and the api tests run an evaluation by hand. */
export { EvaluateAlertRulesUseCase } from './application/evaluate-alert-rules.use-case';
