import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { FakeTelegramBotApi } from '../../../test/support/fake-telegram-bot-api';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { TestClock } from '../../../test/support/test-clock';
import { TelegramUpdatesJob } from './jobs/telegram-updates.job';
import { PAIRED_REPLY, REFUSED_REPLY } from './jobs/telegram-updates.job';
import {
  deliveryOf,
  historyOf,
  queueTestAlerts,
  sampleAlert,
  sendDue,
  until,
} from '../../../test/support/alert-deliveries';
import { TelegramChannel } from './index';

const TOKEN = '123456:secret-bot-token-never-shown';
/**
 * Timers and Date.now() round to whole milliseconds, so a wait the worker kept exactly may read a
 * millisecond or two short between two receipt times at the fake. A send without the wait comes
 * within milliseconds of the one before: anything this close to the wait proves it was kept.
 */
const TIMER_SLACK_MS = 20;

describe('Telegram alert channel (e2e, local Bot API fake)', () => {
  let testApp: TestApp;
  let bot: FakeTelegramBotApi;
  let clock: TestClock;
  let chats = 1000;

  beforeAll(async () => {
    // A failed try waits long: what a test reads after it is the retry still pending.
    process.env.ALERT_RETRY_BASE_MS = '60000';
    bot = await new FakeTelegramBotApi(TOKEN).start();
    clock = new TestClock();
    testApp = await createTestApp(
      { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_URL: bot.url },
      { clock },
    );
  });

  afterAll(async () => {
    delete process.env.ALERT_RETRY_BASE_MS;
    await testApp.close();
    await bot.stop();
  });

  /**
   * A read that starts after this call: pollOnce joins a read already under
   * way (the leader's timer may have begun one before the update was queued),
   * so the first call drains that one and the second reads afresh.
   */
  const poll = async () => {
    const job = testApp.app.get(TelegramUpdatesJob);
    await job.pollOnce();
    await job.pollOnce();
  };

  async function pairedUser() {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const { body } = await request(testApp.server)
      .post('/api/users/me/channels/telegram/pairing')
      .set('Cookie', cookie)
      .expect(201);
    const code = new URL(body.link as string).searchParams.get('start') ?? '';
    const chatId = chats++;
    bot.queueUpdate(chatId, `/start ${code}`);
    await poll();
    expect(bot.sent(chatId).map((c) => c.body.text)).toEqual([PAIRED_REPLY]);
    return { user, cookie, chatId, code };
  }

  it('should pair a chat by the one-time deep link and send the test alert there', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const pairing = await request(testApp.server)
      .post('/api/users/me/channels/telegram/pairing')
      .set('Cookie', cookie)
      .expect(201);
    expect(pairing.body.link).toMatch(
      /^https:\/\/t\.me\/overlay_test_bot\?start=[A-Za-z0-9_-]{22}$/,
    );
    const code = new URL(pairing.body.link as string).searchParams.get('start');
    bot.queueUpdate(777, `/start ${code}`);
    await poll();
    expect(bot.sent(777).map((c) => c.body.text)).toEqual([PAIRED_REPLY]);
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.telegram,
    ).toEqual({ available: true, paired: true, attention: null });

    // Answered at once; sent in the background; the outcome is in the history.
    const test = await request(testApp.server)
      .post('/api/users/me/channels/telegram/test')
      .set('Cookie', cookie)
      .expect(202);
    expect(test.body).toMatchObject({ queued: true, deliveryIds: [expect.any(String)] });
    await sendDue(testApp);
    const [entry] = await historyOf(testApp, cookie);
    expect(entry).toMatchObject({ alertId: test.body.alertId, channel: 'telegram', state: 'delivered', attempts: 1 });
    const text = String(bot.sent(777).at(-1)?.body.text);
    // The start on the venue's clock with its zone, and the time to the jump.
    expect(text).toMatch(/Starts \d{1,2}:\d{2} [AP]M AE[DS]T, in 10 min/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    for (const part of [
      'Test alert',
      'R1 Test Park',
      '1. Test Runner',
      'Overlay $3.50',
      'fair $3.00',
      'EV +16.7 %',
      'Stake: $10',
      'http://',
    ]) {
      expect(text).toContain(part);
    }
    // The code is used up: a second /start with it pairs nothing.
    bot.queueUpdate(778, `/start ${code}`);
    await poll();
    expect(bot.sent(778).map((c) => c.body.text)).toEqual([REFUSED_REPLY]);
  });

  it.each([
    ['an unknown code', '/start AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed code', '/start <script>'],
  ])('should refuse %s and pair nothing', async (_name, text) => {
    bot.queueUpdate(555, text);
    await poll();
    expect(bot.sent(555).at(-1)?.body.text).toBe(REFUSED_REPLY);
    expect(
      await queryDb(
        testApp,
        "SELECT 1 FROM user_telegram_chats WHERE chat_id = '555'",
      ),
    ).toHaveLength(0);
  });

  it('should refuse an expired code', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const { body } = await request(testApp.server)
      .post('/api/users/me/channels/telegram/pairing')
      .set('Cookie', cookie)
      .expect(201);
    clock.advance(16 * 60_000);
    try {
      bot.queueUpdate(
        556,
        `/start ${new URL(body.link as string).searchParams.get('start')}`,
      );
      await poll();
    } finally {
      clock.advance(-16 * 60_000);
    }
    expect(bot.sent(556).at(-1)?.body.text).toBe(REFUSED_REPLY);
    expect(
      (
        await request(testApp.server)
          .get('/api/users/me/channels')
          .set('Cookie', cookie)
      ).body.telegram.paired,
    ).toBe(false);
  });

  it('should send the test again exactly when a 429 said, not before', async () => {
    const { cookie, chatId } = await pairedUser();
    bot.failNext('sendMessage', 429, { retry_after: 2 });
    await request(testApp.server)
      .post('/api/users/me/channels/telegram/test')
      .set('Cookie', cookie)
      .expect(202);
    await sendDue(testApp);
    const tries = () => bot.sent(chatId).slice(1);
    expect(tries()).toHaveLength(1);
    expect((await historyOf(testApp, cookie))[0]).toMatchObject({ state: 'pending', reason: 'Telegram asked to wait 2 s', attempts: 1 });
    // Due again exactly 2 s after the refusal, not on a backoff of its own.
    const [{ due }] = await queryDb<{ due: Date }>(testApp, "SELECT next_attempt_at AS due FROM alert_deliveries WHERE channel = 'telegram' AND state = 'pending'");
    expect(due.getTime() - tries()[0].at).toBeGreaterThanOrEqual(2000);
    expect(due.getTime() - tries()[0].at).toBeLessThan(2000 + 500);
    // The worker wakes itself when the wait is over, and not before.
    await until(() => tries().length === 2);
    expect(tries()[1].at - tries()[0].at).toBeGreaterThanOrEqual(2000 - TIMER_SLACK_MS);
    await until(async () => (await historyOf(testApp, cookie))[0].state === 'delivered');
  });

  it('should hand a 429 back to the worker rather than wait it out in the channel', async () => {
    const { user } = await pairedUser();
    bot.failNext('sendMessage', 429, { retry_after: 60 });
    const started = Date.now();
    const outcome = await testApp.app
      .get(TelegramChannel)
      .deliver(deliveryOf(sampleAlert(user.id)));
    expect(outcome).toEqual({
      delivered: false,
      reason: 'Telegram asked to wait 60 s',
      retryable: true,
      retryAfterMs: 60_000,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should mark a chat that blocked the bot as needing attention, hold its alerts, and send them once paired again', async () => {
    const { cookie } = await pairedUser();
    bot.failNext('sendMessage', 403);
    await request(testApp.server)
      .post('/api/users/me/channels/telegram/test')
      .set('Cookie', cookie)
      .expect(202);
    await sendDue(testApp);
    const refused =
      'Telegram refused (403): the chat blocked the bot. Unblock it or pair Telegram again.';
    const channels = await request(testApp.server)
      .get('/api/users/me/channels')
      .set('Cookie', cookie);
    expect(channels.body.telegram).toEqual({
      available: true,
      paired: true,
      attention: refused,
    });
    expect((await historyOf(testApp, cookie))[0]).toMatchObject({
      state: 'held',
      reason: refused,
    });
    // Pairing a chat again is the fix: what was held goes there, and the card is clear.
    const { body } = await request(testApp.server)
      .post('/api/users/me/channels/telegram/pairing')
      .set('Cookie', cookie)
      .expect(201);
    bot.queueUpdate(4242, `/start ${new URL(body.link as string).searchParams.get('start')}`);
    await poll();
    // One message a second to a user's chat: the held alert goes when that second is over.
    await until(() => bot.sent(4242).length === 2);
    expect(bot.sent(4242).map((c) => String(c.body.text))).toEqual([
      PAIRED_REPLY,
      expect.stringContaining('R1 Test Park'),
    ]);
    await until(async () => (await historyOf(testApp, cookie))[0].state === 'delivered');
    expect((await historyOf(testApp, cookie))[0]).toMatchObject({ attempts: 2 });
    expect(
      (await request(testApp.server).get('/api/users/me/channels').set('Cookie', cookie)).body.telegram.attention,
    ).toBeNull();
  });

  it('should fold 50 alerts to one chat into one digest, then keep to one message a second', async () => {
    const { user, cookie, chatId } = await pairedUser();
    const before = bot.sent(chatId).length;
    await queueTestAlerts(testApp, user.id, 'telegram', 50);
    await sendDue(testApp);
    const first = bot.sent(chatId).slice(before);
    expect(first).toHaveLength(1);
    expect(String(first[0].body.text)).toMatch(/^50 new opportunities:\n• R1 Test Park · 1\. Runner 1 ·/);
    expect(String(first[0].body.text)).toContain('…and 40 more');
    // Three more at once, within the second: they wait for the chat's next second, as one digest.
    await queueTestAlerts(testApp, user.id, 'telegram', 3);
    await sendDue(testApp);
    expect(bot.sent(chatId).slice(before)).toHaveLength(1);
    await until(() => bot.sent(chatId).length - before === 2);
    const [a, b] = bot.sent(chatId).slice(before);
    // One message a second to the chat, as the fake received them.
    expect(b.at - a.at).toBeGreaterThanOrEqual(1000 - TIMER_SLACK_MS);
    expect(String(b.body.text)).toMatch(/^3 new opportunities:/);
    // Written down once the send has ended.
    await until(async () => (await historyOf(testApp, cookie)).filter((h) => h.state === 'delivered').length === 53);
    const history = await historyOf(testApp, cookie);
    expect(history.filter((h) => h.digestSize === 50)).toHaveLength(50);
  });

  it('should answer not configured before pairing, and after unpairing', async () => {
    const { user, cookie } = await pairedUser();
    await request(testApp.server)
      .delete('/api/users/me/channels/telegram')
      .set('Cookie', cookie)
      .expect(204);
    const test = await request(testApp.server)
      .post('/api/users/me/channels/telegram/test')
      .set('Cookie', cookie)
      .expect(200);
    expect(test.body).toEqual({ queued: false, reason: 'not configured' });
    expect(
      await testApp.app.get(TelegramChannel).deliver(deliveryOf(sampleAlert(user.id))),
    ).toMatchObject({ reason: 'not configured' });
  });

  it('should never show the bot token in a reply', async () => {
    const { cookie } = await pairedUser();
    bot.failNext('sendMessage', 500);
    const replies = [
      await request(testApp.server)
        .get('/api/users/me/channels')
        .set('Cookie', cookie),
      await request(testApp.server)
        .post('/api/users/me/channels/telegram/test')
        .set('Cookie', cookie),
      await request(testApp.server)
        .post('/api/users/me/channels/telegram/pairing')
        .set('Cookie', cookie),
    ];
    await sendDue(testApp);
    replies.push(
      await request(testApp.server)
        .get('/api/users/me/alerts/history')
        .set('Cookie', cookie),
    );
    for (const reply of replies)
      expect(reply.text).not.toContain('secret-bot-token');
    expect(replies[3].body.history[0]).toMatchObject({
      state: 'pending',
      reason: 'Telegram answered 500',
    });
  });
});
