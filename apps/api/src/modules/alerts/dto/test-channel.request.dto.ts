import { IsIn } from 'class-validator';
import type { AlertChannelKind } from '@overlay/domain';

const KINDS: readonly AlertChannelKind[] = ['push', 'telegram', 'email', 'webhook'];

/** `POST /api/users/me/alerts/test`: one channel to send a test alert through. */
export class TestChannelRequestDto {
  @IsIn(KINDS, { message: `channel must be one of ${KINDS.join(', ')}` })
  channel!: AlertChannelKind;
}
