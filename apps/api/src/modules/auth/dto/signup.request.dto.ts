import { Transform } from 'class-transformer';
import { IsEmail, IsString, MinLength } from 'class-validator';
import { MaxLengthWhenString } from '../../../common/pipes/validators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** POST /api/auth/signup (spec §5 Signup; confirmPassword stays in the browser). */
export class SignupRequestDto {
  @Transform(trim)
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLengthWhenString(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @Transform(trimLower)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLengthWhenString(254, { message: 'Invalid email address' })
  email!: string;

  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  // argon2 hashes any length, but an unbounded one is free CPU for an attacker.
  @MaxLengthWhenString(256, { message: 'Password must be at most 256 characters' })
  password!: string;
}
