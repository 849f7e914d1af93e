import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, Max, Min } from 'class-validator';
import { BETTING_SETTINGS_BOUNDS, BETTING_SETTINGS_ERROR_MESSAGES } from '@overlay/domain';

const B = BETTING_SETTINGS_BOUNDS.commissionPct;
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A plain decimal number; anything else stays as sent, so the rule's message names it. */
function toPercent({ value }: { value: unknown }): number | string | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return NUMERIC.test(text.trim()) ? Number(text.trim()) : text;
}

const message = ({ value }: { value: unknown }) =>
  `${BETTING_SETTINGS_ERROR_MESSAGES.COMMISSION_RANGE} (got "${String(value)}")`;

/** `GET /api/retention/measured?commission=8`: the commission in percent, as on /api/opportunities. */
export class MeasuredRetentionQueryRequestDto {
  @IsOptional()
  @Transform(toPercent)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message })
  @Min(B.min, { message })
  @Max(B.max, { message })
  commission?: number;
}
