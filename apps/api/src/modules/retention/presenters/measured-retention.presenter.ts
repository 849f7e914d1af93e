import type { MeasuredRetentionResponse } from '@overlay/contracts';
import { MEASURED_RETENTION_WINDOW_MINUTES } from '@overlay/domain';
import type { MeasuredRetentionReading } from '../application/get-measured-retention.use-case';

/** `GET /api/retention/measured` (docs/ev-model.md §10): the commission in percent and the window measured. */
export function toMeasuredRetentionResponse(reading: MeasuredRetentionReading): MeasuredRetentionResponse {
  return {
    commission: reading.commissionPct,
    windowMinutes: MEASURED_RETENTION_WINDOW_MINUTES,
    measuredAt: reading.measuredAt,
    books: reading.books,
  };
}
