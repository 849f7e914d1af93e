import { IsBoolean, IsString, MinLength } from 'class-validator';
import { MaxLengthWhenString } from '../../../common/pipes/validators';

/** `POST /api/users/me/webhooks`: where to POST and the shared secret the body is signed with (never shown again). */
export class CreateWebhookRequestDto {
  @IsString({ message: 'url must be an http or https address' })
  @MaxLengthWhenString(2000, { message: 'url is at most 2000 characters' })
  url!: string;

  @IsString({ message: 'secret must be 16 to 200 characters' })
  @MinLength(16, { message: 'secret must be 16 to 200 characters' })
  @MaxLengthWhenString(200, { message: 'secret must be 16 to 200 characters' })
  secret!: string;
}

/** `PATCH /api/users/me/webhooks/:id`: turn it off, or on again after it was disabled. */
export class UpdateWebhookRequestDto {
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}
