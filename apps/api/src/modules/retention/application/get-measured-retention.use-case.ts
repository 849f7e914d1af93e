import { Injectable } from '@nestjs/common';
import type { MeasuredRetention } from '@overlay/domain';
import { ValuationService } from '../../valuation';

/** Each book's measured retention at one commission (percent), and when it was measured. */
export interface MeasuredRetentionReading {
  commissionPct: number;
  /** ISO-8601 UTC of the measure. */
  measuredAt: string;
  books: MeasuredRetention[];
}

/**
 * Each bookmaker's retention measured from the market now (docs/ev-model.md §10), at the
 * commission asked for (percent), else the caller's own setting.
 */
@Injectable()
export class GetMeasuredRetentionUseCase {
  constructor(private readonly valuation: ValuationService) {}

  async execute(viewerId: string, commissionPct: number | undefined): Promise<MeasuredRetentionReading> {
    const pct = commissionPct ?? (await this.valuation.viewerSettings(viewerId)).commissionPct;
    const measure = await this.valuation.measuredRetention(pct / 100);
    return { commissionPct: pct, measuredAt: measure.measuredAt, books: measure.books };
  }
}
