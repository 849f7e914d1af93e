import { IsEmail, IsString, MaxLength } from 'class-validator';

/** PUT /api/users/me/channels/email: where alert mails go. */
export class SetEmailAddressRequestDto {
  @IsString({ message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  address!: string;
}
