import type { LogoutBody } from '@overlay/contracts';
import { IsString } from 'class-validator';
import { MaxLengthWhenString, Omittable } from '../../../common/pipes/validators';

/** POST /api/auth/logout: optionally this browser's push endpoint, released with the session (docs/product.md, "Alert channels"). */
export class LogoutRequestDto implements LogoutBody {
  @Omittable()
  @IsString({ message: 'pushEndpoint must be an address' })
  @MaxLengthWhenString(1000, { message: 'pushEndpoint must be at most 1000 characters' })
  pushEndpoint?: string;
}
