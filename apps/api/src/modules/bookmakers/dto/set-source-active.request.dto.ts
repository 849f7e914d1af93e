import type { SetSourceActiveRequest } from '@overlay/contracts';
import { IsBoolean } from 'class-validator';

/** PATCH /api/admin/bookmakers/:name. */
export class SetSourceActiveRequestDto implements SetSourceActiveRequest {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;
}
