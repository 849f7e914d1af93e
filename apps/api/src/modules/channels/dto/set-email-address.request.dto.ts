import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { EmailAddress } from '../../../common/pipes/validators';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** PUT /api/users/me/channels/email: where alert mails go (trimmed and lower-cased, as every email). */
export class SetEmailAddressRequestDto {
  @Transform(trimLower)
  @IsString({ message: 'Invalid email address' })
  @EmailAddress('Invalid email address')
  address!: string;
}
