import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  /** The VAPID JWT's claims, once its ES256 signature checked out against the `k` key. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: string | undefined;
  /** The payload, decrypted with the subscription's private key and auth secret (RFC 8291). */
  payload: string;
  /** When it arrived (Date.now()). */
  at: number;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A local push service: hands out subscriptions whose keys the test holds (as a browser would),
 * checks each push's VAPID authorisation (RFC 8292) and decrypts its aes128gcm body (RFC 8291,
 * RFC 8188), so a test reads exactly what a browser's service worker would get.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  /** The status to answer per path (201 when unset); 410 says the subscription is gone. */
  readonly statusFor = new Map<string, number>();
  /** Called with each push before it is answered (the browser test hands it to the service worker). */
  onReceive: ((push: ReceivedPush) => Promise<void>) | null = null;
  private readonly keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private server: Server | null = null;

  get origin(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        void this.answer(path, request.headers, Buffer.concat(chunks)).then(
          (status) => response.writeHead(status).end(),
        );
      });
    });
    await new Promise<void>((resolve) =>
      this.server?.listen(0, '127.0.0.1', resolve),
    );
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A new browser subscription: endpoint on this service, keys as PushSubscription.toJSON() gives them. */
  subscription(): { endpoint: string; p256dh: string; auth: string } {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${b64url(randomBytes(8))}`;
    this.keys.set(path, { ecdh, auth });
    return {
      endpoint: `${this.origin}${path}`,
      p256dh: b64url(ecdh.getPublicKey()),
      auth: b64url(auth),
    };
  }

  private async answer(
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): Promise<number> {
    let push: ReceivedPush;
    try {
      push = this.read(path, headers, body);
    } catch (error) {
      this.rejected.push((error as Error).message);
      return 400;
    }
    this.received.push(push);
    await this.onReceive?.(push);
    return this.statusFor.get(path) ?? 201;
  }

  private read(
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): ReceivedPush {
    const keys = this.keys.get(path);
    if (!keys) throw new Error(`unknown subscription ${path}`);
    if (headers['content-encoding'] !== 'aes128gcm')
      throw new Error('not aes128gcm');
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
      String(headers.authorization ?? ''),
    );
    if (!match) throw new Error('no VAPID authorization');
    const [, jwt, k] = match;
    const claims = this.verifiedClaims(jwt, Buffer.from(k, 'base64url'));
    if (claims.aud !== this.origin)
      throw new Error(`aud ${claims.aud} is not ${this.origin}`);
    if (claims.exp * 1000 < Date.now()) throw new Error('expired JWT');
    return {
      path,
      claims,
      vapidPublicKey: k,
      ttl: headers.ttl as string | undefined,
      payload: decrypt(body, keys.ecdh, keys.auth),
      at: Date.now(),
    };
  }

  private verifiedClaims(jwt: string, point: Buffer): ReceivedPush['claims'] {
    const [header, claims, signature] = jwt.split('.');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33, 65)),
      },
      format: 'jwk',
    });
    const ok = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) throw new Error('bad VAPID signature');
    return JSON.parse(
      Buffer.from(claims, 'base64url').toString(),
    ) as ReceivedPush['claims'];
  }
}

/** RFC 8291 §3.4 + RFC 8188: one record, sender key in the header's keyid. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync(
      'sha256',
      ikm,
      salt,
      Buffer.from('Content-Encoding: aes128gcm\0'),
      16,
    ),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString();
}
