import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertLines,
  alertTitle,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertMessage,
  DeliveryOutcome,
} from '@overlay/domain';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';

/** The mail's plain text: the alert's lines, then the link to the race. */
function emailText(message: AlertMessage): string {
  return [
    alertTitle(message),
    '',
    ...alertLines(message),
    '',
    `Open the race: ${message.url}`,
  ].join('\n');
}

/** One mail per alert over SMTP_URL (docs/product.md, "Alert channels"). */
@Injectable()
export class EmailChannel implements AlertChannel, OnModuleDestroy {
  readonly kind = 'email' as const;
  private transport: Transporter | null = null;

  constructor(
    private readonly channels: AlertChannelsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return this.config.channels.smtpUrl !== null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async deliver(message: AlertMessage): Promise<DeliveryOutcome> {
    const smtpUrl = this.config.channels.smtpUrl;
    if (smtpUrl === null) return NOT_CONFIGURED;
    const to = await this.channels.emailAddress(message.userId);
    if (to === null) return NOT_CONFIGURED;
    // A pool of up to 3 connections, kept open between mails: a burst of alerts does not pay a
    // TCP and SMTP handshake (and login) per mail.
    this.transport ??= createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
    });
    try {
      await this.transport.sendMail({
        from: this.config.channels.smtpFrom,
        to,
        subject: alertTitle(message),
        text: emailText(message),
      });
      return DELIVERED;
    } catch (error) {
      // A 4xx reply is the server's "try later"; 5xx refuses this mail for good.
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number')
        return failed(`mail server refused (${code})`, code < 500);
      return failed('mail server unreachable', true);
    }
  }
}
