import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

export type BotApiAnswer<T> =
  | { ok: true; result: T }
  /** status 0: no answer (network, timeout). retryAfter: the seconds a 429 asked for. */
  | { ok: false; status: number; retryAfter: number | null };

/** The longest 429 `retry_after` waited for in place; a longer one is handed back as retryable. */
const MAX_RETRY_WAIT_SECONDS = 10;
const MAX_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Telegram Bot API over HTTPS (TELEGRAM_API_URL, a local fake in tests). The token is part
 * of every address (`/bot<token>/<method>`), so neither the address nor fetch's error ever leaves
 * this class: callers get a status only. A 429 is honoured: wait `retry_after` seconds and send
 * again (at most 3 tries, each wait at most 10 s).
 */
@Injectable()
export class TelegramBotApi {
  private botName: Promise<string | null> | null = null;

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

  async call<T>(
    method: string,
    params: Record<string, unknown>,
  ): Promise<BotApiAnswer<T>> {
    const token = this.config.channels.telegramBotToken;
    if (token === null) return { ok: false, status: 0, retryAfter: null };
    for (let attempt = 1; ; attempt++) {
      const answer = await this.once<T>(
        `${this.config.channels.telegramApiUrl}/bot${token}/${method}`,
        params,
      );
      const wait = answer.ok ? null : answer.retryAfter;
      if (
        wait === null ||
        wait > MAX_RETRY_WAIT_SECONDS ||
        attempt === MAX_ATTEMPTS
      )
        return answer;
      await sleep(wait * 1000);
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
      } | null;
      if (response.ok && body?.ok === true)
        return { ok: true, result: body.result as T };
      const retryAfter = body?.parameters?.retry_after;
      return {
        ok: false,
        status: response.status,
        retryAfter:
          response.status === 429
            ? typeof retryAfter === 'number' && retryAfter >= 0
              ? retryAfter
              : 1
            : null,
      };
    } catch {
      return { ok: false, status: 0, retryAfter: null };
    }
  }
}
