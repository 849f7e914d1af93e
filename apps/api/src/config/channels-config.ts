/** The alert channels' settings (README: Configuration; docs/product.md, "Alert channels"). */
export interface ChannelsConfig {
  /** TELEGRAM_BOT_TOKEN, set by the admin; unset: no Telegram channel. Never logged or answered. */
  telegramBotToken: string | null;
  /** TELEGRAM_API_URL: the Bot API's base (default https://api.telegram.org; tests point it at a local fake). */
  telegramApiUrl: string;
  /** SMTP_URL (smtp:// or smtps://, user and password in it); unset: no email channel. Never logged or answered. */
  smtpUrl: string | null;
  /** SMTP_FROM: the sender of alert mails (default `Overlay <alerts@overlay.local>`). */
  smtpFrom: string;
  /** VAPID_SUBJECT: the contact push services may use (mailto: or https:), default mailto:admin@overlay.local. */
  vapidSubject: string;
  /** PUSH_ALLOW_HTTP_ENDPOINTS=true lets push subscriptions name http:// endpoints (local push fakes in tests only). */
  pushAllowHttpEndpoints: boolean;
}

export function loadChannelsConfig(env: NodeJS.ProcessEnv): ChannelsConfig {
  return {
    telegramBotToken: env.TELEGRAM_BOT_TOKEN?.trim() || null,
    telegramApiUrl: (
      env.TELEGRAM_API_URL?.trim() || 'https://api.telegram.org'
    ).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    smtpFrom: env.SMTP_FROM?.trim() || 'Overlay <alerts@overlay.local>',
    vapidSubject: env.VAPID_SUBJECT?.trim() || 'mailto:admin@overlay.local',
    pushAllowHttpEndpoints: env.PUSH_ALLOW_HTTP_ENDPOINTS === 'true',
  };
}
