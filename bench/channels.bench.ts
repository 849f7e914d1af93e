// Alert delivery (docs/product.md §11) through the built api to the channels' local counterparts: a fake
// Telegram Bot API, a real SMTP server (smtp-server) and a local push service that decrypts each
// push. One signed-in user with all three channels set up; each alert is a test alert
// (`POST /api/users/me/channels/{kind}/test`, answered at once and sent by the delivery worker),
// timed from the request leaving to the counterpart holding the message (Telegram's sendMessage
// received, the SMTP server's end of DATA, the push decrypted). 10 one after another, then
// bursts of 25 at once; median and p95 of each. One destination per channel: the sequential
// tests leave its pace (one message a second, one mail in 5 s) between them, and a burst is
// folded into digests at that pace, which its figures then include.
import './fixtures/workspace-paths';
import { loadavg } from 'node:os';
import { CHANNEL_PACE } from '@overlay/domain';
import { FakePushService } from '../apps/api/test/support/fake-push-service';
import { FakeTelegramBotApi } from '../apps/api/test/support/fake-telegram-bot-api';
import { LocalSmtpServer } from '../apps/api/test/support/local-smtp-server';
import { startBuiltApi, waitFor } from './fixtures/built-api';
import { percentile } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;
type Kind = 'telegram' | 'email' | 'push';

/** One after another, each after the destination's pace has passed (so none waits for it). */
const SEQUENTIAL = 10;
const BURST = 25;
const BURSTS = 4;

export default async function channels(report: Report): Promise<void> {
  const bot = await new FakeTelegramBotApi('42:bench-token').start();
  const smtp = await new LocalSmtpServer().start();
  const pushService = await new FakePushService().start();
  const api = await startBuiltApi({
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_API_URL: bot.url,
    SMTP_URL: smtp.url,
    PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    LOG_LEVEL: 'silent',
  });
  try {
    const cookie = await api.logIn();
    const call = (method: string, path: string, body?: object) =>
      fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    // Pair Telegram the way a user does: the leader reads /start <code> within its 3 s poll.
    const pairing = (await (
      await call('POST', '/api/users/me/channels/telegram/pairing')
    ).json()) as { link: string };
    bot.queueUpdate(
      9001,
      `/start ${new URL(pairing.link).searchParams.get('start')}`,
    );
    await waitFor(
      'Telegram pairing',
      async () =>
        (
          (await (await call('GET', '/api/users/me/channels')).json()) as {
            telegram: { paired: boolean };
          }
        ).telegram.paired,
      30_000,
    );
    await call('PUT', '/api/users/me/channels/email', {
      address: 'bench@example.com',
    });
    await call(
      'PUT',
      '/api/users/me/channels/push',
      pushService.subscription(),
    );

    const arrivals: Record<Kind, () => number[]> = {
      telegram: () => bot.sent(9001).map((c) => c.at),
      email: () => smtp.mails.map((m) => m.at),
      push: () => pushService.received.map((p) => p.at),
    };
    const one = async (kind: Kind): Promise<number> => {
      const started = Date.now();
      // Answered at once (202), sent by the leader's delivery worker: timed to the counterpart.
      const reply = (await (
        await call('POST', `/api/users/me/channels/${kind}/test`)
      ).json()) as { queued: boolean };
      if (!reply.queued)
        throw new Error(`${kind} test not queued: ${JSON.stringify(reply)}`);
      return started;
    };
    for (const kind of ['telegram', 'email', 'push'] as const) {
      const latencies: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const before = arrivals[kind]().length;
        const started = await one(kind);
        await waitFor(`the ${kind} test`, async () => arrivals[kind]().length > before, 30_000);
        latencies.push(arrivals[kind]()[before] - started);
        await new Promise((resolve) => setTimeout(resolve, CHANNEL_PACE[kind].intervalMs));
      }
      report(`${kind}.sequential.median`, percentile(latencies, 0.5), 'ms');
      report(`${kind}.sequential.p95`, percentile(latencies, 0.95), 'ms');
      const burst: number[] = [];
      for (let b = 0; b < BURSTS; b++) {
        const before = arrivals[kind]().length;
        const started = Date.now();
        await Promise.all(Array.from({ length: BURST }, () => one(kind)));
        // A burst to one destination is folded into digests at its pace (docs/product.md §10):
        // wait for the last message of it, then time each message that carried it.
        const settle = Date.now() + 15_000;
        let seen = -1;
        while (arrivals[kind]().length !== seen && Date.now() < settle) {
          seen = arrivals[kind]().length;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        for (const at of arrivals[kind]().slice(before))
          burst.push(at - started);
      }
      report(`${kind}.burst${BURST}.median`, percentile(burst, 0.5), 'ms');
      report(`${kind}.burst${BURST}.p95`, percentile(burst, 0.95), 'ms');
    }
    report(
      'system.load_average',
      Math.round(loadavg()[0] * 100) / 100,
      '(1 min)',
    );
  } finally {
    await api.stop();
    await Promise.all([bot.stop(), smtp.stop(), pushService.stop()]);
  }
}
