export { AlertsModule } from './alerts.module';
export { AlertMetrics } from './application/alert.metrics';
