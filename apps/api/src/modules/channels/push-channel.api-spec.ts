import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { FakePushService } from '../../../test/support/fake-push-service';
import {
  deliveryOf,
  historyOf,
  sampleAlert,
  sendDue,
  until,
} from '../../../test/support/alert-deliveries';
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
      attention: null,
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
    await request(testApp.server)
      .post('/api/users/me/channels/push/test')
      .set('Cookie', cookie)
      .expect(202);
    await sendDue(testApp);
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

  // The probe: B re-registering A's endpoint took it over and A's alerts went to B's account.
  it("should keep an endpoint its owner's until they turn push off", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(a.cookie, subscription).expect(204);
    const taken = await subscribe(b.cookie, subscription).expect(409);
    expect(taken.body.message).toBe("This browser's push alerts belong to another account: turn push off there first");
    const owners = () =>
      queryDb<{ user_id: string }>(testApp, 'SELECT user_id FROM user_push_subscriptions WHERE endpoint = $1', [subscription.endpoint]);
    expect(await owners()).toEqual([{ user_id: a.user.id }]);
    // Its owner may renew the keys; once the owner turns push off, B may take the endpoint.
    await subscribe(a.cookie, subscription).expect(204);
    await request(testApp.server).delete('/api/users/me/channels/push').set('Cookie', a.cookie).expect(204);
    await subscribe(b.cookie, subscription).expect(204);
    expect(await owners()).toEqual([{ user_id: b.user.id }]);
  });

  // Signing out on a shared browser releases its endpoint, so the next account there can take it
  // and no alert of the last one reaches it; a sign-out cannot release another account's endpoint.
  it('should release the endpoint its owner signs out on, and only theirs', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const subscription = pushService.subscription();
    const bOwn = pushService.subscription();
    await subscribe(a.cookie, subscription).expect(204);
    await subscribe(b.cookie, bOwn).expect(204);
    await subscribe(b.cookie, subscription).expect(409);
    const logout = (cookie: string, body: object) => request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).send(body);
    const refused = await logout(a.cookie, { pushEndpoint: 42 }).expect(400);
    expect(refused.body.message).toEqual(['pushEndpoint must be an address']);
    // A's sign-out naming B's endpoint leaves it B's; naming its own releases it.
    await logout(a.cookie, { pushEndpoint: bOwn.endpoint }).expect(204);
    const a2 = await sessionCookieFor(testApp, a.user);
    await logout(a2, { pushEndpoint: subscription.endpoint }).expect(204);
    const owners = await queryDb<{ endpoint: string; user_id: string }>(
      testApp,
      'SELECT endpoint, user_id FROM user_push_subscriptions WHERE endpoint = ANY($1) ORDER BY user_id = $2',
      [[subscription.endpoint, bOwn.endpoint], b.user.id],
    );
    expect(owners).toEqual([{ endpoint: bOwn.endpoint, user_id: b.user.id }]);
    await subscribe(b.cookie, subscription).expect(204);
    // A sign-out without a session releases nothing (nobody to release it for).
    await logout('overlay_session=stale', { pushEndpoint: subscription.endpoint }).expect(204);
    expect(await queryDb(testApp, 'SELECT user_id FROM user_push_subscriptions WHERE endpoint = $1', [subscription.endpoint])).toEqual([
      { user_id: b.user.id },
    ]);
  });

  it('should forget a subscription the push service says is gone, and ask the user to turn push on again', async () => {
    const { cookie } = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(cookie, subscription).expect(204);
    pushService.statusFor.set(new URL(subscription.endpoint).pathname, 410);
    await request(testApp.server)
      .post('/api/users/me/channels/push/test')
      .set('Cookie', cookie)
      .expect(202);
    await sendDue(testApp);
    const attention =
      'push subscription expired: turn push alerts on again in your browser';
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.push,
    ).toMatchObject({ subscriptions: 0, attention });
    expect((await historyOf(testApp, cookie))[0]).toMatchObject({
      state: 'held',
      reason: attention,
    });
    // Subscribing again is the fix: the held alert goes to the new subscription.
    const fresh = pushService.subscription();
    await subscribe(cookie, fresh).expect(204);
    const before = pushService.received.length;
    // One push a second to a user: the held alert goes when that second is over.
    await until(() => pushService.received.length > before);
    expect(pushService.received.length).toBe(before + 1);
    await until(async () => (await historyOf(testApp, cookie))[0].state === 'delivered');
  });

  it('should call a push service error retryable when it is the service’s (5xx, 429)', async () => {
    const { user, cookie } = await signedIn();
    const subscription = pushService.subscription();
    await subscribe(cookie, subscription).expect(204);
    pushService.statusFor.set(new URL(subscription.endpoint).pathname, 503);
    expect(
      await testApp.app
        .get(PushChannel)
        .deliver(deliveryOf(sampleAlert(user.id, { promo: 'Money back 2nd' }))),
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
    expect((await test()).body).toEqual({ queued: false, reason: 'not configured' });
    await subscribe(cookie, pushService.subscription()).expect(204);
    await request(testApp.server)
      .delete('/api/users/me/channels/push')
      .set('Cookie', cookie)
      .expect(204);
    expect((await test()).body).toEqual({ queued: false, reason: 'not configured' });
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

  it('should tell a null endpoint its type alone, not a length besides', async () => {
    const { cookie } = await signedIn();
    const reply = await subscribe(cookie, { endpoint: null, p256dh: 'AAAA', auth: 'AAAA' }).expect(400);
    expect(reply.body.message).toEqual(['endpoint must be an address']);
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
