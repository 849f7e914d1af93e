import { Global, Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics.registry';

/** `/metrics` (docs/operations.md): the registry; configure-app mounts the endpoint and the timer. */
@Global()
@Module({ providers: [MetricsRegistry], exports: [MetricsRegistry] })
export class MetricsModule {}
