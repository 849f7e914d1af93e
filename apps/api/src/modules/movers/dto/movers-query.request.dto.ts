import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  MOVERS_MAX_MIN_BOOKS,
  MOVERS_WINDOWS,
  isMoversWindow,
} from '@overlay/domain';
import type { MoversWindow } from '@overlay/domain';

const BOOKS_MESSAGE = `books must be a whole number from 1 to ${MOVERS_MAX_MIN_BOOKS}`;

/**
 * `window` in minutes: 5, 15 or 60, absent or empty for the default. A repeated key arrives as an
 * array and reads as its comma list; a value that is not a window stays as sent, so the rule names it.
 */
function toWindow({
  value,
}: {
  value: unknown;
}): MoversWindow | string | undefined {
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value)
    ? value.map(String).join(',')
    : String(value);
  const minutes = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return isMoversWindow(minutes) ? minutes : text;
}

/** `GET /api/movers?window=5|15|60&books=N` (docs/product.md, movers). */
export class MoversQueryRequestDto {
  @IsOptional()
  @Transform(toWindow)
  @IsIn(MOVERS_WINDOWS, {
    message: ({ value }) =>
      `Window must be one of ${MOVERS_WINDOWS.join(', ')} (minutes) (got "${String(value)}")`,
  })
  window?: MoversWindow;

  /** The fewest books that moved the same way for a move to count (default 3). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BOOKS_MESSAGE })
  @Min(1, { message: BOOKS_MESSAGE })
  @Max(MOVERS_MAX_MIN_BOOKS, { message: BOOKS_MESSAGE })
  books?: number;
}
