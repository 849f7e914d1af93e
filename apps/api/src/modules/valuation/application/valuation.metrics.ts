import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import type { Metric } from 'prom-client';

/**
 * How long this instance takes to read a data version for the opportunity table (docs/operations.md
 * §2): while the market moves, every request shares the core with these reads, so their time is
 * what an operator (and `npm run bench -- saturday-opportunities`) reads first when replies slow
 * down. Registered in no registry here: the metrics module adds it to `/metrics`.
 */
@Injectable()
export class ValuationMetrics {
  readonly versionRead = new Histogram({
    name: 'overlay_data_version_read_seconds',
    help: "Reading a data version's races for the opportunity table (RaceMarketCache), by read: changes (the changed runners of the changed races) or whole",
    labelNames: ['read'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [],
  });

  get all(): Metric[] {
    return [this.versionRead];
  }
}
