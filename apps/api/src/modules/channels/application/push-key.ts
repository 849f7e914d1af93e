import { createECDH } from 'node:crypto';

/**
 * Whether `point` is an uncompressed point on P-256 (a browser's p256dh key): 65 bytes starting
 * 0x04 is only its shape; a point off the curve could never be encrypted for, and every alert to
 * it would fail at delivery instead of at subscription.
 */
export function isP256PublicKey(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
