import { createHash } from 'node:crypto';

/** Only a code's SHA-256 is stored: a leaked table pairs nobody's chat. */
export function pairingCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** What a start parameter can be (Telegram: A–Z, a–z, 0–9, _ and -, at most 64). */
export const PAIRING_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
