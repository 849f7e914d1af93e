export { MetricsModule } from './metrics.module';
export { MetricsRegistry } from './metrics.registry';
export { metricsEndpoint, timeRequests } from './http/metrics-endpoint';
