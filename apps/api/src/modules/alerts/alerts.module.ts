import { Module } from '@nestjs/common';
import { GetAlertsUseCase } from './application/get-alerts.use-case';
import { AlertsController } from './alerts.controller';

/** Alerts: what this module owns, in one sentence. Other modules import only its index.ts. */
@Module({
  controllers: [AlertsController],
  providers: [GetAlertsUseCase],
  exports: [GetAlertsUseCase],
})
export class AlertsModule {}
