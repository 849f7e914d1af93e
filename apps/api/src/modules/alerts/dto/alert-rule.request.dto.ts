import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUUID, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ALERT_RULE_BOUNDS, CLOCK_TIME, FAIR_PRICE_METHODS, RACE_CODES } from '@overlay/domain';
import type { FairPriceMethod, RaceCode } from '@overlay/domain';
import { IsOptionalNotNull } from '../../../common/pipes/given';
import { MaxLengthWhenString } from '../../../common/pipes/validators';

const B = ALERT_RULE_BOUNDS;
const NUMBER = { allowNaN: false, allowInfinity: false } as const;
const EV = `minTotalEv must be an EV % from ${B.minTotalEv.min} to ${B.minTotalEv.max}`;
const STAKE = `minStake must be a number of dollars from ${B.minStake.min} to ${B.minStake.max} or null`;
const LOCKED = `minLockedEv must be a locked EV % from ${B.minLockedEv.min} to ${B.minLockedEv.max} or null`;
const RATING = `minRating must be a rating % from ${B.minRating.min} to ${B.minRating.max} or null`;
const JUMP = `maxMinutesToJump must be a whole number from ${B.maxMinutesToJump.min} to ${B.maxMinutesToJump.max} or null`;
const STEP = `evStep must be a number of EV points from ${B.evStep.min} to ${B.evStep.max}`;
const CAP = `dailyCap must be a whole number from ${B.dailyCap.min} to ${B.dailyCap.max}`;
const QUIET = 'Quiet hours must be times like 22:00, or null';

/**
 * The fields of an alert rule that narrow its rows (docs/product.md §10), each optional: the
 * create and the update share them. Null clears a field that may be empty (minStake,
 * maxMinutesToJump, quiet hours); sent for any other, it is refused by that field's own rule.
 */
class AlertRuleNarrowingDto {
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber(NUMBER, { message: STAKE })
  @Min(B.minStake.min, { message: STAKE })
  @Max(B.minStake.max, { message: STAKE })
  minStake?: number | null;

  /** Matched betting (docs/ev-model.md §10): the least locked EV %, null for none. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber(NUMBER, { message: LOCKED })
  @Min(B.minLockedEv.min, { message: LOCKED })
  @Max(B.minLockedEv.max, { message: LOCKED })
  minLockedEv?: number | null;

  /** The least back / lay rating %, null for none. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber(NUMBER, { message: RATING })
  @Min(B.minRating.min, { message: RATING })
  @Max(B.minRating.max, { message: RATING })
  minRating?: number | null;

  @IsOptionalNotNull()
  @IsArray({ message: 'bookmakers must be a list of bookmaker names' })
  // The catalogue holds every source the feed prices (110 and more, docs/feeds.md).
  @ArrayMaxSize(500, { message: 'bookmakers must be a list of bookmaker names' })
  @IsString({ each: true, message: 'bookmakers must be a list of bookmaker names' })
  @MaxLengthWhenString(60, { each: true, message: 'Bookmaker names are at most 60 characters' })
  bookmakers?: string[];

  @IsOptionalNotNull()
  @IsArray({ message: `codes must be a list of ${RACE_CODES.join(', ')}` })
  @IsIn(RACE_CODES, { each: true, message: `codes must be a list of ${RACE_CODES.join(', ')}` })
  codes?: RaceCode[];

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: JUMP })
  @Min(B.maxMinutesToJump.min, { message: JUMP })
  @Max(B.maxMinutesToJump.max, { message: JUMP })
  maxMinutesToJump?: number | null;

  @IsOptionalNotNull()
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

  @IsOptionalNotNull()
  @IsString({ message: 'timeZone must be a time zone name like Australia/Sydney' })
  @MaxLengthWhenString(64, { message: 'timeZone must be a time zone name like Australia/Sydney' })
  timeZone?: string;

  @IsOptionalNotNull()
  @IsInt({ message: CAP })
  @Min(B.dailyCap.min, { message: CAP })
  @Max(B.dailyCap.max, { message: CAP })
  dailyCap?: number;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

/** `PATCH /api/users/me/alert-rules/:id`: any field of the rule but its view. */
export class AlertRuleFieldsDto extends AlertRuleNarrowingDto {
  @IsOptionalNotNull()
  @IsNumber(NUMBER, { message: EV })
  @Min(B.minTotalEv.min, { message: EV })
  @Max(B.minTotalEv.max, { message: EV })
  minTotalEv?: number;
}

/** The filters a rule made in one step from the dashboard watches ("Alert me on these filters"). */
export class RuleFiltersDto {
  @IsString({ message: 'view.query must be the dashboard address query (text)' })
  @MaxLengthWhenString(4000, { message: 'view.query is at most 4000 characters' })
  query!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(FAIR_PRICE_METHODS, { message: `view.fairMethod must be one of ${FAIR_PRICE_METHODS.join(', ')} or null` })
  fairMethod?: FairPriceMethod | null;
}

/**
 * `POST /api/users/me/alert-rules`: on one of the user's views (`viewId`), or on the dashboard's
 * current filters (`view`: the view of those filters is found, or saved for it).
 */
export class CreateAlertRuleRequestDto extends AlertRuleNarrowingDto {
  @ValidateIf((dto: CreateAlertRuleRequestDto) => dto.view === undefined || dto.viewId !== undefined)
  @IsUUID('all', { message: 'viewId must be the id of one of your saved views' })
  viewId?: string;

  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => RuleFiltersDto)
  @IsObject({ message: 'view must be the filters to watch: {query, fairMethod}' })
  view?: RuleFiltersDto;

  @IsNumber(NUMBER, { message: EV })
  @Min(B.minTotalEv.min, { message: EV })
  @Max(B.minTotalEv.max, { message: EV })
  minTotalEv!: number;
}
