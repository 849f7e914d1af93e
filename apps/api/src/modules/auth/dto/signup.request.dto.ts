import type { SignupBody } from '@overlay/contracts';
import { Transform } from 'class-transformer';
import { USER_ERROR_MESSAGES } from '@overlay/domain';
import { IsString } from 'class-validator';
import { EmailAddress, MaxLengthWhenString, MinCharacters, ShownText } from '../../../common/pipes/validators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** POST /api/auth/signup (docs/product.md §5 Signup; confirmPassword stays in the browser). */
export class SignupRequestDto implements SignupBody {
  @Transform(trim)
  @ShownText({
    max: 100,
    hidden: USER_ERROR_MESSAGES.NAME_UNSAFE_CHARACTERS,
    tooLong: 'Name must be at most 100 characters',
    notText: 'Name must be at least 2 characters',
  })
  @MinCharacters(2, { message: 'Name must be at least 2 characters' })
  name!: string;

  @Transform(trimLower)
  @EmailAddress('Invalid email address')
  email!: string;

  @IsString({ message: 'Password must be at least 8 characters' })
  @MinCharacters(8, { message: 'Password must be at least 8 characters' })
  // argon2 hashes any length, but an unbounded one is free CPU for an attacker.
  @MaxLengthWhenString(256, { message: 'Password must be at most 256 characters' })
  password!: string;
}
