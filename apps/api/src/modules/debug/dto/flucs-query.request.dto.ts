import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const RUNNER_MESSAGE = 'runner must be a runner number from 1 to 99';

/** `GET /api/debug/flucs/:extRaceId?runner=N`: whose price history to chart. */
export class FlucsQueryRequestDto {
  @Type(() => Number)
  @IsInt({ message: RUNNER_MESSAGE })
  @Min(1, { message: RUNNER_MESSAGE })
  @Max(99, { message: RUNNER_MESSAGE })
  runner!: number;
}
