import { BadRequestException } from '@nestjs/common';
import type { BetCursor } from '@overlay/domain';

const PLACED = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor on the wire: opaque to callers, base64url of `placedAt|id`. */
export function encodeBetCursor(cursor: BetCursor | null): string | null {
  return cursor === null ? null : Buffer.from(`${cursor.placedAt}|${cursor.id}`).toString('base64url');
}

/** The cursor a caller sent back; anything that is not one of ours is a 400. */
export function decodeBetCursor(text: string | undefined): BetCursor | null {
  if (text === undefined || text === '') return null;
  const [placedAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !PLACED.test(placedAt ?? '') || !UUID.test(id ?? ''))
    throw new BadRequestException(['cursor must be the nextCursor of a previous page']);
  return { placedAt, id };
}
