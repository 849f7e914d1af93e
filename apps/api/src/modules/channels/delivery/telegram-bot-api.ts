import { Inject, Injectable } from '@nestjs/common';
import { outsideCallPolicy } from '@overlay/infrastructure';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

export type BotApiAnswer<T> =
  | { ok: true; result: T }
  /** status 0: no answer (network, timeout). retryAfter: the seconds a 429 asked for. */
  | { ok: false; status: number; retryAfter: number | null; description: string };

/** The longest 429 `retry_after` waited for in place; a longer one is handed back as retryable. */
const MAX_RETRY_WAIT_SECONDS = 10;
const MAX_ATTEMPTS = 3;

/** A 429 answer, thrown inside the policy so it waits `retry_after` and sends again. */
class RateLimited extends Error {
  constructor(readonly answer: Extract<BotApiAnswer<unknown>, { ok: false }>) {
    super('Telegram asked to wait');
  }
}

/**
 * The Telegram Bot API over HTTPS (TELEGRAM_API_URL, a local fake in tests). The token is part
 * of every address (`/bot<token>/<method>`), so neither the address nor fetch's error ever leaves
 * this class: callers get a status only. A 429 is honoured through the one outside-call policy
 * (docs/architecture.md §7.3): wait `retry_after` seconds and send again (at most 3 tries, each
 * wait at most 10 s).
 */
@Injectable()
export class TelegramBotApi {
  private botName: Promise<string | null> | null = null;
  private readonly rateLimited = outsideCallPolicy({
    retryable: (error) => error instanceof RateLimited,
    maxRetries: MAX_ATTEMPTS - 1,
    backoff: { delaysMs: [1000] },
    retryAfterMs: (error) => (error instanceof RateLimited && error.answer.retryAfter !== null ? error.answer.retryAfter * 1000 : null),
    maxRetryAfterMs: MAX_RETRY_WAIT_SECONDS * 1000,
  });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.channels.telegramBotToken !== null;
  }

  /** The bot's @username (getMe, asked once), for the pairing link; null when unreachable. */
  username(): Promise<string | null> {
    this.botName ??= this.call<{ username?: string }>('getMe', {}).then(
      (answer) => {
        if (answer.ok && answer.result.username) return answer.result.username;
        this.botName = null;
        return null;
      },
    );
    return this.botName;
  }

  /**
   * One Bot API call. A 429 is waited out and sent again here (at most 3 tries, waits of at most
   * 10 s), unless `waitOnRateLimit` is false: an alert's send hands the wait back to the delivery
   * worker, which keeps it exactly for that chat.
   */
  async call<T>(
    method: string,
    params: Record<string, unknown>,
    { waitOnRateLimit = true }: { waitOnRateLimit?: boolean } = {},
  ): Promise<BotApiAnswer<T>> {
    const token = this.config.channels.telegramBotToken;
    if (token === null) return { ok: false, status: 0, retryAfter: null, description: '' };
    const send = () => this.once<T>(`${this.config.channels.telegramApiUrl}/bot${token}/${method}`, params);
    if (!waitOnRateLimit) return send();
    try {
      return await this.rateLimited.execute(async () => {
        const answer = await send();
        if (!answer.ok && answer.retryAfter !== null) throw new RateLimited(answer);
        return answer;
      });
    } catch (error) {
      // The last 429, or one asking longer than is waited here: handed back as it came.
      if (error instanceof RateLimited) return error.answer as BotApiAnswer<T>;
      throw error;
    }
  }

  private async once<T>(
    url: string,
    params: Record<string, unknown>,
  ): Promise<BotApiAnswer<T>> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        result?: T;
        parameters?: { retry_after?: number };
        description?: string;
      } | null;
      if (response.ok && body?.ok === true)
        return { ok: true, result: body.result as T };
      const retryAfter = body?.parameters?.retry_after;
      return {
        ok: false,
        status: response.status,
        // Telegram's own words ("Forbidden: bot was blocked by the user"); never the address.
        description: typeof body?.description === 'string' ? body.description : '',
        retryAfter:
          response.status === 429
            ? typeof retryAfter === 'number' && retryAfter >= 0
              ? retryAfter
              : 1
            : null,
      };
    } catch {
      return { ok: false, status: 0, retryAfter: null, description: '' };
    }
  }
}
