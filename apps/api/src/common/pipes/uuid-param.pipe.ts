import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/**
 * The one pipe for an id in the path (`@Param('id', uuidParam('Promo'))`): a value that is not a
 * UUID answers 400 with `['<Thing> id must be a UUID']`, before any use case or query runs.
 */
export function uuidParam(thing: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException([`${thing} id must be a UUID`]) });
}
