import type { LoginBody } from '@overlay/contracts';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { EmailAddress, MaxLengthWhenString, MinCharacters } from '../../../common/pipes/validators';
import { trimLower } from './signup.request.dto';

/** POST /api/auth/login (docs/product.md §5 Login). */
export class LoginRequestDto implements LoginBody {
  @Transform(trimLower)
  @EmailAddress('Invalid email address')
  email!: string;

  @IsString({ message: 'Password is required' })
  @MinCharacters(1, { message: 'Password is required' })
  @MaxLengthWhenString(256, { message: 'Password must be at most 256 characters' })
  password!: string;
}
