import { Transform } from 'class-transformer';
import type { TransformFnParams } from 'class-transformer';
import { IsArray, IsIn, IsNumber, IsOptional, IsString } from 'class-validator';
import type { ValidationArguments } from 'class-validator';
import { LIVE_REFRESH_OPTIONS_MS, LIVE_RETENTION_MAX, LIVE_RETENTION_MIN } from '@overlay/domain';
import type { LiveRefreshMs } from '@overlay/domain';

// Query values arrive as strings (an array when a key repeats: read as one comma list). A value
// that parses becomes its typed field; one that does not stays as sent, so the rule names it.

/** A query value as one string: Express gives an array for a repeated parameter. */
function queryText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** The text of a query value; blank reads as absent (the default). */
function textOf(value: unknown): string | undefined {
  const text = queryText(value);
  return text === undefined || text.trim() === '' ? undefined : text;
}

/** `interval`: 1000, 2000 or 5000 ms (docs/product.md §9). */
function toInterval({ value }: TransformFnParams): LiveRefreshMs | string | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : (LIVE_REFRESH_OPTIONS_MS.find((option) => String(option) === text.trim()) ?? text);
}

/** `retention`: a plain decimal fraction from 0.40 to 0.90 (the page's 40..90 %, docs/product.md §5). */
function toRetention({ value }: TransformFnParams): number | string | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const fraction = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
  return fraction >= LIVE_RETENTION_MIN && fraction <= LIVE_RETENTION_MAX ? fraction : text;
}

/** `runners`: runner numbers separated by commas (1..999). */
function toRunnerNumbers({ value }: TransformFnParams): number[] | string | undefined {
  const text = queryText(value);
  const parts = (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  return parts.every((part) => /^[1-9]\d{0,2}$/.test(part)) ? parts.map(Number) : text;
}

const got = ({ value }: ValidationArguments) => `(got "${String(value)}")`;

/** `books`: active bookmaker names, any case, comma separated (checked against the list by the use case). */
class LiveBooksQuery {
  @IsOptional()
  @Transform(({ value }: TransformFnParams) => textOf(value))
  @IsString()
  books?: string;
}

/** `GET /api/live/race/:extRaceId?interval&retention&books`: the live race stream. */
export class LiveStreamQueryRequestDto extends LiveBooksQuery {
  @IsOptional()
  @Transform(toInterval)
  @IsIn(LIVE_REFRESH_OPTIONS_MS, { message: (args) => `Interval must be 1000, 2000 or 5000 ms ${got(args)}` })
  interval?: LiveRefreshMs;

  @IsOptional()
  @Transform(toRetention)
  @IsNumber({}, { message: (args) => `Retention must be a number from 0.40 to 0.90 ${got(args)}` })
  retention?: number;
}

/** `GET /api/live/race/:extRaceId/history?runners&books`: the race's price history. */
export class LiveHistoryQueryRequestDto extends LiveBooksQuery {
  @IsOptional()
  @Transform(toRunnerNumbers)
  @IsArray({ message: (args) => `Runners must be runner numbers separated by commas ${got(args)}` })
  runners?: number[];
}
