import type { LoginBody } from '@overlay/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsString } from 'class-validator';
import { MaxLengthWhenString, MinCharacters } from '../../../common/pipes/validators';
import { trimLower } from './signup.request.dto';

/** POST /api/auth/login (docs/product.md §5 Login). */
export class LoginRequestDto implements LoginBody {
  @Transform(trimLower)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLengthWhenString(254, { message: 'Invalid email address' })
  email!: string;

  @IsString({ message: 'Password is required' })
  @MinCharacters(1, { message: 'Password is required' })
  @MaxLengthWhenString(256, { message: 'Password must be at most 256 characters' })
  password!: string;
}
