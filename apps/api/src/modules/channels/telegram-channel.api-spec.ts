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
import { TelegramChannel } from './index';

const TOKEN = '123456:secret-bot-token-never-shown';

describe('Telegram alert channel (e2e, local Bot API fake)', () => {
  let testApp: TestApp;
  let bot: FakeTelegramBotApi;
  let clock: TestClock;
  let chats = 1000;

  beforeAll(async () => {
    bot = await new FakeTelegramBotApi(TOKEN).start();
    clock = new TestClock();
    testApp = await createTestApp(
      { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_URL: bot.url },
      { clock },
    );
  });

  afterAll(async () => {
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
    ).toEqual({ available: true, paired: true });

    const test = await request(testApp.server)
      .post('/api/users/me/channels/telegram/test')
      .set('Cookie', cookie)
      .expect(200);
    expect(test.body).toEqual({ delivered: true });
    const text = String(bot.sent(777).at(-1)?.body.text);
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

  it('should honour a 429 retry_after and then deliver', async () => {
    const { user, chatId } = await pairedUser();
    bot.failNext('sendMessage', 429, { retry_after: 1 });
    // Counted by position, not by time: the pairing reply can land in the
    // same millisecond as a clock reading taken here.
    const callsBefore = bot.calls.length;
    const outcome = await testApp.app
      .get(TelegramChannel)
      .deliver(alertFor(user.id));
    expect(outcome).toEqual({ delivered: true });
    const attempts = bot.calls
      .slice(callsBefore)
      .filter(
        (c) =>
          c.method === 'sendMessage' &&
          String(c.body.chat_id) === String(chatId),
      );
    expect(attempts).toHaveLength(2);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(1000);
  });

  it('should hand back a long retry_after as retryable without waiting it out', async () => {
    const { user } = await pairedUser();
    bot.failNext('sendMessage', 429, { retry_after: 60 });
    const started = Date.now();
    const outcome = await testApp.app
      .get(TelegramChannel)
      .deliver(alertFor(user.id));
    expect(outcome).toEqual({
      delivered: false,
      reason: 'Telegram asked to wait 60 s',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should not retry a chat that blocked the bot', async () => {
    const { user } = await pairedUser();
    bot.failNext('sendMessage', 403);
    expect(
      await testApp.app.get(TelegramChannel).deliver(alertFor(user.id)),
    ).toEqual({
      delivered: false,
      reason: 'Telegram answered 403',
      retryable: false,
    });
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
    expect(test.body).toEqual({
      delivered: false,
      reason: 'not configured',
      retryable: false,
    });
    expect(
      await testApp.app.get(TelegramChannel).deliver(alertFor(user.id)),
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
    for (const reply of replies)
      expect(reply.text).not.toContain('secret-bot-token');
    expect(replies[1].body).toEqual({
      delivered: false,
      reason: 'Telegram answered 500',
      retryable: true,
    });
  });
});

function alertFor(userId: string) {
  return {
    alertId: 'a1',
    userId,
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
    promo: null,
    stake: 20,
    url: 'https://overlay.example/admin/live/r1',
  };
}
