import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, Min, ValidateIf } from 'class-validator';
import { ALERT_RULE_BOUNDS, CLOCK_TIME, RACE_CODES } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';
import { MaxLengthWhenString } from '../../../common/pipes/validators';

const B = ALERT_RULE_BOUNDS;
const NUMBER = { allowNaN: false, allowInfinity: false } as const;
const EV = `minTotalEv must be an EV % from ${B.minTotalEv.min} to ${B.minTotalEv.max}`;
const STAKE = `minStake must be a number of dollars from ${B.minStake.min} to ${B.minStake.max} or null`;
const JUMP = `maxMinutesToJump must be a whole number from ${B.maxMinutesToJump.min} to ${B.maxMinutesToJump.max} or null`;
const STEP = `evStep must be a number of EV points from ${B.evStep.min} to ${B.evStep.max}`;
const CAP = `dailyCap must be a whole number from ${B.dailyCap.min} to ${B.dailyCap.max}`;
const QUIET = 'Quiet hours must be times like 22:00, or null';

/**
 * The fields of an alert rule (docs/product.md "Alerts"); every one optional here so the update can
 * reuse them: the create DTO requires viewId and minTotalEv.
 */
export class AlertRuleFieldsDto {
  @IsOptional()
  @IsNumber(NUMBER, { message: EV })
  @Min(B.minTotalEv.min, { message: EV })
  @Max(B.minTotalEv.max, { message: EV })
  minTotalEv?: number;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber(NUMBER, { message: STAKE })
  @Min(B.minStake.min, { message: STAKE })
  @Max(B.minStake.max, { message: STAKE })
  minStake?: number | null;

  @IsOptional()
  @IsArray({ message: 'bookmakers must be a list of bookmaker names' })
  @ArrayMaxSize(100, { message: 'bookmakers must be a list of bookmaker names' })
  @IsString({ each: true, message: 'bookmakers must be a list of bookmaker names' })
  @MaxLengthWhenString(60, { each: true, message: 'Bookmaker names are at most 60 characters' })
  bookmakers?: string[];

  @IsOptional()
  @IsArray({ message: `codes must be a list of ${RACE_CODES.join(', ')}` })
  @IsIn(RACE_CODES, { each: true, message: `codes must be a list of ${RACE_CODES.join(', ')}` })
  codes?: RaceCode[];

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: JUMP })
  @Min(B.maxMinutesToJump.min, { message: JUMP })
  @Max(B.maxMinutesToJump.max, { message: JUMP })
  maxMinutesToJump?: number | null;

  @IsOptional()
  @IsNumber(NUMBER, { message: STEP })
  @Min(B.evStep.min, { message: STEP })
  @Max(B.evStep.max, { message: STEP })
  evStep?: number;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: QUIET })
  @Matches(CLOCK_TIME, { message: QUIET })
  quietStart?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: QUIET })
  @Matches(CLOCK_TIME, { message: QUIET })
  quietEnd?: string | null;

  @IsOptional()
  @IsString({ message: 'timeZone must be a time zone name like Australia/Sydney' })
  @MaxLengthWhenString(64, { message: 'timeZone must be a time zone name like Australia/Sydney' })
  timeZone?: string;

  @IsOptional()
  @IsInt({ message: CAP })
  @Min(B.dailyCap.min, { message: CAP })
  @Max(B.dailyCap.max, { message: CAP })
  dailyCap?: number;

  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

/** `POST /api/users/me/alert-rules`. */
export class CreateAlertRuleRequestDto extends AlertRuleFieldsDto {
  @IsUUID('all', { message: 'viewId must be the id of one of your saved views' })
  viewId!: string;

  @IsNumber(NUMBER, { message: EV })
  @Min(B.minTotalEv.min, { message: EV })
  @Max(B.minTotalEv.max, { message: EV })
  declare minTotalEv: number;
}
