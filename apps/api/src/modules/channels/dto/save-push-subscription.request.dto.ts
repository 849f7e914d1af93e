import type { PushSubscriptionBody } from '@overlay/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** A browser key in base64url (p256dh: a 65-byte P-256 point; auth: 16 bytes). */
const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** PUT /api/users/me/channels/push: this browser's PushSubscription (its toJSON(), keys flattened). */
export class SavePushSubscriptionRequestDto implements PushSubscriptionBody {
  @IsString({ message: 'endpoint must be an address' })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  endpoint!: string;

  @IsString({ message: 'p256dh must be a base64url key' })
  @Matches(BASE64URL, { message: 'p256dh must be a base64url key' })
  @MaxLength(200, { message: 'p256dh must be a base64url key' })
  p256dh!: string;

  @IsString({ message: 'auth must be a base64url key' })
  @Matches(BASE64URL, { message: 'auth must be a base64url key' })
  @MaxLength(100, { message: 'auth must be a base64url key' })
  auth!: string;
}
