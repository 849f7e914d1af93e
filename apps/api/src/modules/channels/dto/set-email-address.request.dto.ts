import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** PUT /api/users/me/channels/email: where alert mails go (trimmed and lower-cased, as every email). */
export class SetEmailAddressRequestDto {
  @Transform(trimLower)
  @IsString({ message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  address!: string;
}
