import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { FakePushService } from '../../../test/support/fake-push-service';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { PushChannel } from './index';

const KEYS =
  'Push keys must be a P-256 public key (p256dh) and a 16-byte secret (auth)';

describe('Web push alert channel (e2e, local push service fake)', () => {
  let testApp: TestApp;
  let pushService: FakePushService;

  beforeAll(async () => {
    pushService = await new FakePushService().start();
    testApp = await createTestApp({
      PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
      VAPID_SUBJECT: 'mailto:ops@overlay.test',
    });
  });

  afterAll(async () => {
    await testApp.close();
    await pushService.stop();
  });

  const signedIn = async () => {
    const user = await createAccount(testApp);
    return { user, cookie: await sessionCookieFor(testApp, user) };
  };
  const subscribe = (cookie: string, body: object) =>
    request(testApp.server)
      .put('/api/users/me/channels/push')
      .set('Cookie', cookie)
      .send(body);

  it('should make the VAPID keys at the first start, keep them, and tell only the public one', async () => {
    const rows = await queryDb<{ public_key: string; private_key: string }>(
      testApp,
      "SELECT public_key, private_key FROM server_key_pairs WHERE name = 'vapid'",
    );
    expect(rows).toHaveLength(1);
    const { cookie } = await signedIn();
    const reply = await request(testApp.server)
      .get('/api/users/me/channels')
      .set('Cookie', cookie)
      .expect(200);
    expect(reply.body.push).toEqual({
      publicKey: rows[0].public_key,
      subscriptions: 0,
    });
    expect(reply.text).not.toContain(rows[0].private_key);
    // Another instance (or a restart) on the same database signs with the same key.
    const second = await createTestApp({}, { database: testApp.database });
    try {
      const again = await request(second.server)
        .get('/api/users/me/channels')
        .set('Cookie', cookie)
        .expect(200);
      expect(again.body.push.publicKey).toBe(rows[0].public_key);
    } finally {
      await second.close();
    }
  });

  it('should push the test alert, VAPID-signed and encrypted for the subscription', async () => {
    const { cookie } = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(cookie, subscription).expect(204);
    const before = pushService.received.length;
    const reply = await request(testApp.server)
      .post('/api/users/me/channels/push/test')
      .set('Cookie', cookie)
      .expect(200);
    expect(reply.body).toEqual({ delivered: true });
    expect(pushService.rejected).toEqual([]);
    const [push] = pushService.received.slice(before);
    const { body: setup } = await request(testApp.server)
      .get('/api/users/me/channels')
      .set('Cookie', cookie);
    expect(push.vapidPublicKey).toBe(setup.push.publicKey);
    expect(push.claims.sub).toBe('mailto:ops@overlay.test');
    expect(push.ttl).toBe('900');
    const payload = JSON.parse(push.payload);
    expect(payload).toMatchObject({
      reason: 'test',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
    });
    expect(payload.title).toBe('Test alert: R1 Test Park · 1. Test Runner');
    expect(payload.body).toContain('Overlay $3.50 · fair $3.00 · EV +16.7 %');
  });

  it('should forget a subscription the push service says is gone', async () => {
    const { user, cookie } = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(cookie, subscription).expect(204);
    pushService.statusFor.set(new URL(subscription.endpoint).pathname, 410);
    const outcome = await testApp.app
      .get(PushChannel)
      .deliver({ ...sample, userId: user.id });
    expect(outcome).toEqual({
      delivered: false,
      reason: 'push subscription expired',
      retryable: false,
    });
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.push.subscriptions,
    ).toBe(0);
  });

  it('should call a push service error retryable when it is the service’s (5xx, 429)', async () => {
    const { user, cookie } = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(cookie, subscription).expect(204);
    pushService.statusFor.set(new URL(subscription.endpoint).pathname, 503);
    expect(
      await testApp.app
        .get(PushChannel)
        .deliver({ ...sample, userId: user.id }),
    ).toEqual({
      delivered: false,
      reason: 'push service answered 503',
      retryable: true,
    });
  });

  it('should answer not configured without a subscription, and after push is turned off', async () => {
    const { cookie } = await signedIn();
    const test = () =>
      request(testApp.server)
        .post('/api/users/me/channels/push/test')
        .set('Cookie', cookie)
        .expect(200);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'not configured',
      retryable: false,
    });
    await subscribe(cookie, pushService.subscription()).expect(204);
    await request(testApp.server)
      .delete('/api/users/me/channels/push')
      .set('Cookie', cookie)
      .expect(204);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'not configured',
      retryable: false,
    });
  });

  it('should keep at most 5 browsers per user', async () => {
    const { cookie } = await signedIn();
    const subscriptions = Array.from({ length: 5 }, () =>
      pushService.subscription(),
    );
    for (const s of subscriptions) await subscribe(cookie, s).expect(204);
    // The same browser subscribing again is not a sixth.
    await subscribe(cookie, subscriptions[0]).expect(204);
    const refused = await subscribe(cookie, pushService.subscription()).expect(
      409,
    );
    expect(refused.body.message).toBe(
      'At most 5 browsers can receive push alerts: turn push off on one first',
    );
  });

  it.each([
    [
      { endpoint: 'ftp://push.example/x', p256dh: 'AAAA', auth: 'AAAA' },
      ['Push endpoint must be an https address'],
    ],
    [
      { endpoint: 'nonsense', p256dh: 'AAAA', auth: 'AAAA' },
      ['Push endpoint must be an https address'],
    ],
    [
      { endpoint: 'https://push.example/x', p256dh: 'not base64!', auth: 5 },
      ['p256dh must be a base64url key', 'auth must be a base64url key'],
    ],
    [
      { p256dh: 'AAAA', auth: 'AAAA', extra: 1 },
      ['endpoint must be an address', "Unknown field 'extra'"],
    ],
    [
      { endpoint: 'https://push.example/x', p256dh: 'AAAA', auth: 'AAAA' },
      [KEYS],
    ],
  ])('should refuse the subscription %j', async (body, messages) => {
    const { cookie } = await signedIn();
    const reply = await subscribe(cookie, body).expect(400);
    expect(reply.body.message).toEqual(expect.arrayContaining(messages));
  });
});

describe('Web push endpoints in production', () => {
  it('should refuse an http:// endpoint unless PUSH_ALLOW_HTTP_ENDPOINTS is set', async () => {
    const testApp = await createTestApp();
    try {
      const cookie = await sessionCookieFor(
        testApp,
        await createAccount(testApp),
      );
      const reply = await request(testApp.server)
        .put('/api/users/me/channels/push')
        .set('Cookie', cookie)
        .send({
          endpoint: 'http://127.0.0.1:9/push',
          p256dh: 'AAAA',
          auth: 'AAAA',
        })
        .expect(400);
      expect(reply.body.message).toEqual([
        'Push endpoint must be an https address',
      ]);
    } finally {
      await testApp.close();
    }
  });
});

const sample = {
  alertId: 'a1',
  userId: '',
  reason: 'new' as const,
  raceId: 'r1',
  venue: 'Randwick',
  raceNumber: 3,
  startTime: '2026-11-27T05:00:00.000Z',
  runnerName: 'Fast Horse',
  runnerNumber: 4,
  bookmaker: 'Sportsbet',
  price: 5,
  fairPrice: 4,
  ev: 0.25,
  promo: 'Money back 2nd',
  stake: 20,
  url: 'https://overlay.example/admin/live/r1',
};
