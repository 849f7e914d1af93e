import { IsOptional, IsString } from 'class-validator';

// Query values arrive as strings (arrays when a key repeats). Numbers that are not numeric fall
// back to their defaults and unknown codes are dropped (docs/product.md §2), so nothing here is refused.

export class ListRacesRequestDto {
  @IsOptional()
  @IsString({ each: true })
  within_minutes?: string | string[];

  @IsOptional()
  @IsString({ each: true })
  codes?: string | string[];
}

export class SearchRacesRequestDto extends ListRacesRequestDto {
  @IsOptional()
  @IsString({ each: true })
  query?: string | string[];
}
