export { AlertsModule } from './alerts.module';
export { EvaluateAlertRulesUseCase } from './application/evaluate-alert-rules.use-case';
