export { AlertsModule } from './alerts.module';
export { GetAlertsUseCase } from './application/get-alerts.use-case';
