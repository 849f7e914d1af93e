import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MarketsModule } from '../markets';
import { CheckHealthUseCase } from './application/check-health.use-case';
import { CheckReadinessUseCase } from './application/check-readiness.use-case';
import { HealthController } from './health.controller';

@Module({ imports: [AuthModule, MarketsModule], controllers: [HealthController], providers: [CheckHealthUseCase, CheckReadinessUseCase] })
export class HealthModule {}
