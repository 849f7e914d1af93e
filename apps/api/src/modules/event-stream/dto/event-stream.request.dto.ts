import { IsOptional, Matches } from 'class-validator';

/**
 * GET /api/events?lastEventId=…: the web client's EventSource cannot set a Last-Event-ID header
 * on a stream it opens anew after giving up on the old one, so it carries the id in the query.
 * Ids are `<epoch>-<seq>` (SseHub); anything of that alphabet is accepted, an unknown one gets
 * the full resync.
 */
export class EventStreamRequestDto {
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{1,100}$/, {
    message: 'lastEventId must be an event id (letters, digits, _ . : -)',
  })
  lastEventId?: string;
}
