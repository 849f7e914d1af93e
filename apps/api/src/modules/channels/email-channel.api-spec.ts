import request from 'supertest';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import {
  LocalSmtpServer,
  readMail,
} from '../../../test/support/local-smtp-server';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { EmailChannel } from './index';

describe('Email alert channel (e2e, local SMTP server)', () => {
  let testApp: TestApp;
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await new LocalSmtpServer().start();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Overlay Alerts <alerts@overlay.test>',
    });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const signedIn = async () => {
    const user = await createAccount(testApp);
    return { user, cookie: await sessionCookieFor(testApp, user) };
  };
  const setAddress = (cookie: string, address: unknown) =>
    request(testApp.server)
      .put('/api/users/me/channels/email')
      .set('Cookie', cookie)
      .send({ address });

  it('should send the test alert to the saved address, one mail with the race, price, EV, stake and link', async () => {
    const { cookie } = await signedIn();
    expect(
      (await setAddress(cookie, '  Punter@Example.COM ').expect(200)).body,
    ).toEqual({ address: 'punter@example.com' });
    const before = smtp.mails.length;
    const reply = await request(testApp.server)
      .post('/api/users/me/channels/email/test')
      .set('Cookie', cookie)
      .expect(200);
    expect(reply.body).toEqual({ delivered: true });
    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].from).toBe('alerts@overlay.test');
    expect(mails[0].to).toEqual(['punter@example.com']);
    const { subject, text } = readMail(mails[0].raw);
    expect(subject).toBe('Test alert: R1 Test Park · 1. Test Runner');
    for (const part of [
      'Overlay $3.50 · fair $3.00 · EV +16.7 %',
      'Stake: $10',
      'Open the race: http://127.0.0.1',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('should deliver an alert with its promo', async () => {
    const { user, cookie } = await signedIn();
    await setAddress(cookie, 'promo@example.com').expect(200);
    const outcome = await testApp.app.get(EmailChannel).deliver({
      alertId: 'a1',
      userId: user.id,
      reason: 'ev_step',
      raceId: 'r1',
      venue: 'Flemington',
      raceNumber: 7,
      startTime: '2026-11-27T05:00:00.000Z',
      runnerName: 'Quick Step',
      runnerNumber: 2,
      bookmaker: 'TAB',
      price: 6,
      fairPrice: 5,
      ev: 0.2,
      promo: 'Money back if 2nd',
      stake: null,
      url: 'https://overlay.example/admin/live/r1',
    });
    expect(outcome).toEqual({ delivered: true });
    const { subject, text } = readMail(smtp.mails.at(-1)?.raw ?? '');
    expect(subject).toBe('EV up: R7 Flemington · 2. Quick Step');
    expect(text).toContain('Promo: Money back if 2nd');
    expect(text).not.toContain('Stake:');
  });

  it('should tell a temporary refusal (4xx) from a permanent one (5xx)', async () => {
    const { cookie } = await signedIn();
    await setAddress(cookie, 'refused@example.com').expect(200);
    const test = () =>
      request(testApp.server)
        .post('/api/users/me/channels/email/test')
        .set('Cookie', cookie)
        .expect(200);
    smtp.refuseNext(451);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'mail server refused (451)',
      retryable: true,
    });
    smtp.refuseNext(550);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'mail server refused (550)',
      retryable: false,
    });
  });

  it('should answer not configured without an address, and after it is removed', async () => {
    const { cookie } = await signedIn();
    const test = () =>
      request(testApp.server)
        .post('/api/users/me/channels/email/test')
        .set('Cookie', cookie)
        .expect(200);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'not configured',
      retryable: false,
    });
    await setAddress(cookie, 'gone@example.com').expect(200);
    await request(testApp.server)
      .delete('/api/users/me/channels/email')
      .set('Cookie', cookie)
      .expect(204);
    expect((await test()).body).toEqual({
      delivered: false,
      reason: 'not configured',
      retryable: false,
    });
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.email,
    ).toEqual({
      available: true,
      address: null,
    });
  });

  it.each([['not-an-email'], [''], [42], [`${'a'.repeat(250)}@example.com`]])(
    'should refuse the address %j',
    async (address) => {
      const { cookie } = await signedIn();
      expect(
        (await setAddress(cookie, address).expect(400)).body.message,
      ).toEqual(['Invalid email address']);
    },
  );

  it('should never show the SMTP password in a reply', async () => {
    const { cookie } = await signedIn();
    await setAddress(cookie, 'secret@example.com').expect(200);
    for (const reply of [
      await request(testApp.server)
        .get('/api/users/me/channels')
        .set('Cookie', cookie),
      await request(testApp.server)
        .post('/api/users/me/channels/email/test')
        .set('Cookie', cookie),
    ]) {
      expect(reply.text).not.toContain(smtp.password);
    }
  });
});

describe('Email alert channel without SMTP_URL', () => {
  it('should refuse an address and answer not configured', async () => {
    const testApp = await createTestApp();
    try {
      const cookie = await sessionCookieFor(
        testApp,
        await createAccount(testApp),
      );
      const refused = await request(testApp.server)
        .put('/api/users/me/channels/email')
        .set('Cookie', cookie)
        .send({ address: 'a@example.com' })
        .expect(409);
      expect(refused.body.message).toBe(
        'Email alerts are not set up on this server',
      );
      const pairing = await request(testApp.server)
        .post('/api/users/me/channels/telegram/pairing')
        .set('Cookie', cookie)
        .expect(409);
      expect(pairing.body.message).toBe(
        'Telegram alerts are not set up on this server',
      );
      const channels = await request(testApp.server)
        .get('/api/users/me/channels')
        .set('Cookie', cookie)
        .expect(200);
      expect(channels.body).toMatchObject({
        telegram: { available: false, paired: false },
        email: { available: false, address: null },
      });
      await request(testApp.server)
        .post('/api/users/me/channels/sms/test')
        .set('Cookie', cookie)
        .expect(400);
    } finally {
      await testApp.close();
    }
  });
});
