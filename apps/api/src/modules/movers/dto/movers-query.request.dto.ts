import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MOVERS_MAX_MIN_BOOKS } from '@overlay/domain';

const BOOKS_MESSAGE = `books must be a whole number from 1 to ${MOVERS_MAX_MIN_BOOKS}`;

/** `GET /api/movers?window=5|15|60&books=N` (docs/product.md, movers). */
export class MoversQueryRequestDto {
  /** Checked by the use case, which names the allowed windows. */
  @IsOptional()
  @IsString({ each: true })
  window?: string | string[];

  /** The fewest books that moved the same way for a move to count (default 3). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BOOKS_MESSAGE })
  @Min(1, { message: BOOKS_MESSAGE })
  @Max(MOVERS_MAX_MIN_BOOKS, { message: BOOKS_MESSAGE })
  books?: number;
}
