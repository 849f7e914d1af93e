import request from 'supertest';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import {
  LocalSmtpServer,
  readMail,
} from '../../../test/support/local-smtp-server';
import {
  deliveryOf,
  historyOf,
  queueTestAlerts,
  sampleAlert,
  sendDue,
  until,
} from '../../../test/support/alert-deliveries';
import { startTcpProxy } from '../../../test/support/tcp-proxy';
import type { TcpProxy } from '../../../test/support/tcp-proxy';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { TestClock } from '../../../test/support/test-clock';
import { EmailChannel } from './index';

describe('Email alert channel (e2e, local SMTP server)', () => {
  let testApp: TestApp;
  let smtp: LocalSmtpServer;
  // The mail server as the api reaches it: a proxy the tests can take away (an outage).
  let link: TcpProxy;
  const clock = new TestClock();

  beforeAll(async () => {
    smtp = await new LocalSmtpServer().start();
    link = await startTcpProxy('127.0.0.1', smtp.port);
    testApp = await createTestApp(
      {
        SMTP_URL: `smtp://${smtp.user}:${smtp.password}@127.0.0.1:${link.port}`,
        SMTP_FROM: 'Overlay Alerts <alerts@overlay.test>',
      },
      { clock },
    );
  });

  afterAll(async () => {
    await testApp.close();
    await link.close();
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
      .expect(202);
    expect(reply.body).toMatchObject({ queued: true });
    await sendDue(testApp);
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
    expect(text).toMatch(/Starts \d{1,2}:\d{2} [AP]M AE[DS]T, in 10 min/);
    // Every try of one delivery carries its id: a mail sent twice reads as one.
    expect(mails[0].raw).toContain(`Message-ID: <${reply.body.deliveryIds[0]}@alerts.overlay>`);
  });

  it('should deliver an alert with its promo', async () => {
    const { user, cookie } = await signedIn();
    await setAddress(cookie, 'promo@example.com').expect(200);
    const outcome = await testApp.app.get(EmailChannel).deliver(
      deliveryOf(
        sampleAlert(user.id, {
          reason: 'ev_step',
          venue: 'Flemington',
          raceNumber: 7,
          runnerName: 'Quick Step',
          runnerNumber: 2,
          bookmaker: 'TAB',
          price: 6,
          fairPrice: 5,
          ev: 0.2,
          promo: 'Money back if 2nd',
          stake: null,
        }),
      ),
    );
    expect(outcome).toEqual({ delivered: true });
    const { subject, text } = readMail(smtp.mails.at(-1)?.raw ?? '');
    expect(subject).toBe('EV up: R7 Flemington · 2. Quick Step');
    expect(text).toContain('Promo: Money back if 2nd');
    expect(text).not.toContain('Stake:');
  });

  it('should tell a temporary refusal (4xx) from a permanent one (5xx), and a refused mailbox from both', async () => {
    const { user, cookie } = await signedIn();
    await setAddress(cookie, 'refused@example.com').expect(200);
    const send = () => testApp.app.get(EmailChannel).deliver(deliveryOf(sampleAlert(user.id)));
    smtp.refuseNext(451);
    expect(await send()).toEqual({ delivered: false, reason: 'mail server refused (451)', retryable: true });
    smtp.refuseNext(554);
    expect(await send()).toEqual({ delivered: false, reason: 'mail server refused (554)', retryable: false });
    smtp.refuseNext(550);
    expect(await send()).toEqual({
      delivered: false,
      reason: 'mail server refused the address (550). Check it, or set another.',
      retryable: false,
      refused: true,
    });
  });

  it('should hold alerts to a refused address, show it on the card, and send them once the address is set again', async () => {
    const { user, cookie } = await signedIn();
    await setAddress(cookie, 'bounce@example.com').expect(200);
    smtp.refuseNext(550);
    await queueTestAlerts(testApp, user.id, 'email', 1);
    await sendDue(testApp);
    const reason = 'mail server refused the address (550). Check it, or set another.';
    expect((await historyOf(testApp, cookie))[0]).toMatchObject({ state: 'held', reason });
    const card = await request(testApp.server).get('/api/users/me/channels').set('Cookie', cookie);
    expect(card.body.email).toEqual({ available: true, address: 'bounce@example.com', attention: reason });
    // Held, not tried: nothing more reaches the server until the user acts.
    const before = smtp.mails.length;
    await sendDue(testApp);
    expect(smtp.mails.length).toBe(before);
    // The address's pace (one mail in 5 s) counts the refused try: the held alert goes after it.
    await setAddress(cookie, 'fixed@example.com').expect(200);
    await until(() => smtp.mails.length > before);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([['fixed@example.com']]);
    await until(async () => (await historyOf(testApp, cookie))[0].state === 'delivered');
  });

  it('should keep every alert through a minute-long mail server outage and deliver each once it is back', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signedIn()));
    for (const [i, { cookie }] of users.entries()) await setAddress(cookie, `outage-${i}@example.com`).expect(200);
    const before = smtp.mails.length;
    await link.stop();
    try {
      for (const { user } of users) await queueTestAlerts(testApp, user.id, 'email', 1);
      // A minute of the worker's time with the server away: each try fails and is kept for later.
      for (let second = 0; second < 60; second += 5) {
        await sendDue(testApp);
        clock.advance(5000);
      }
      for (const { cookie } of users)
        expect((await historyOf(testApp, cookie))[0]).toMatchObject({ state: 'pending', reason: 'mail server unreachable' });
      expect(smtp.mails.length).toBe(before);
    } finally {
      await link.start();
    }
    clock.advance(60_000);
    await sendDue(testApp);
    const delivered = smtp.mails.slice(before).flatMap((m) => m.to).sort();
    expect(delivered).toEqual(['outage-0@example.com', 'outage-1@example.com', 'outage-2@example.com', 'outage-3@example.com']);
    for (const { cookie } of users) {
      const [entry] = await historyOf(testApp, cookie);
      expect(entry.state).toBe('delivered');
      expect(entry.attempts).toBeGreaterThan(3);
    }
  });

  it('should answer not configured without an address, and after it is removed', async () => {
    const { cookie } = await signedIn();
    const test = () =>
      request(testApp.server)
        .post('/api/users/me/channels/email/test')
        .set('Cookie', cookie)
        .expect(200);
    expect((await test()).body).toEqual({ queued: false, reason: 'not configured' });
    await setAddress(cookie, 'gone@example.com').expect(200);
    await request(testApp.server)
      .delete('/api/users/me/channels/email')
      .set('Cookie', cookie)
      .expect(204);
    expect((await test()).body).toEqual({ queued: false, reason: 'not configured' });
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.email,
    ).toEqual({
      available: true,
      address: null,
      attention: null,
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
